"""Commands and buttons named inside a reply, in the reader's language: as their Discord
client lists the commands (bot/i18n/locales/*/commands.ftl), written out here by hand."""

from __future__ import annotations

import pytest

from bot.discord.markup import to_discord, to_label
from bot.markup import command, t


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "`/move move:a4-b5 match:3`"),
        ("es-ES", "`/mover jugada:a4-b5 partida:3`"),
        ("de", "`/ziehen zug:a4-b5 partie:3`"),
        ("es-419", "`/mover jugada:a4-b5 partida:3`"),
        ("en-XA", "`/move move:a4-b5 match:3`"),  # no client speaks the pseudo-language
    ],
)
def test_a_command_is_named_as_the_readers_client_lists_it(language: str, expected: str) -> None:
    assert to_discord(command("move", "a4-b5", "#3"), language) == expected


def test_subcommands_buttons_and_the_private_choice_in_spanish_and_german() -> None:
    start = command("tournament", "start", "3")
    assert to_discord(start, "es-ES") == "`/torneo empezar torneo:3`"
    assert to_discord(start, "de") == "`/turnier starten turnier:3`"
    assert to_discord(command("claim"), "es-ES") == "el botón **Reclamar la victoria**"
    assert to_discord(command("claim"), "de") == "den Button **Sieg beanspruchen**"
    assert to_discord(command("claim")) == "the **Claim the win** button"
    assert to_discord(command("choose", "b7"), "es-ES") == (
        "elige b7 en mi mensaje directo (o con `/vistazo`)"
    )
    assert to_discord(command("choose"), "de") == (
        "triff deine Wahl in meiner Direktnachricht (oder mit `/einblick`)"
    )
    assert to_label(t("discord-button-resign"), "de") == "Aufgeben"
    assert to_label(t("discord-button-draw"), "es-ES") == "Ofrecer tablas"


@pytest.mark.parametrize(
    ("language", "buttons", "withdraw"),
    [
        ("en", "(Join / Leave buttons;", "a challenger may Withdraw"),
        ("es-ES", "(botones Inscribirme / Borrarme;", "quien desafía puede Retirar"),
        ("de", "(Buttons Anmelden / Abmelden;", "kann die Herausforderung zurückziehen"),
    ],
)
def test_the_help_names_the_buttons_as_they_are_labelled(
    language: str, buttons: str, withdraw: str
) -> None:
    """/help tells of a tournament's Join and Leave buttons and a challenge's Withdraw: by the
    labels the member sees under the posts (written here by hand, and each one the label's
    own message), never by another word for them (the Spanish and German once named the
    tournament's buttons after the /tournament join and leave subcommands)."""
    help_text = to_discord(t("discord-help", games="", typed_moves="", numbering=""), language)
    assert buttons in help_text
    join = to_label(t("tournament-button-join"), language)
    leave = to_label(t("tournament-button-leave"), language)
    assert f"{join} / {leave}" in buttons
    assert withdraw in help_text
    assert to_label(t("challenge-button-withdraw"), language).lower() in withdraw.lower()
