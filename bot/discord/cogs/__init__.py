"""The bot's cogs, in loading order."""

from bot.discord.cogs.clock import ClockCog
from bot.discord.cogs.info import InfoCog
from bot.discord.cogs.learning import LearningCog
from bot.discord.cogs.matches import MatchCog
from bot.discord.cogs.play import PlayCog
from bot.discord.cogs.ratings import RatingCog
from bot.discord.cogs.settings import SettingsCog
from bot.discord.cogs.text_moves import TextMoveCog
from bot.discord.cogs.tournaments import TournamentCog
from bot.discord.cogs.web import WebCog

COGS = (
    PlayCog,
    MatchCog,
    InfoCog,
    SettingsCog,
    TextMoveCog,
    ClockCog,
    RatingCog,
    LearningCog,
    TournamentCog,
    WebCog,
)

__all__ = ["COGS"]
