"""Tournaments in the service: the desk (``service.tournaments``) and the rounds it runs."""

from bot.service.tournaments.desk import TournamentDesk

__all__ = ["TournamentDesk"]
