"""The Discord front end: a discord.py bot translating interactions into match-service calls
and service replies into messages, threads, buttons and DMs."""

from bot.discord.app import GamutBot, create_bot, run_discord

__all__ = ["GamutBot", "create_bot", "run_discord"]
