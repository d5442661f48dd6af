### The service's checks of what a caller hands it (bot/service/validation.py): the refusal
### of a value of the wrong kind or out of range, from any command of any front end.
### $what is the thing refused, as a validation-what-... message below (it starts the
### sentence); $value the value refused as the refusal quotes it (a number, 'quoted text', or a
### validation-shown-... message); $duration a validation-duration message.

# Refusal of a value that must be a whole number in a range (a lesson number, a round, a limit).
validation-whole = { $what } is a whole number from { $low } to { $high }, not { $value }.

# Refusal of a duration (a tournament's time per decision) that is not a number.
validation-seconds-type = { $what } is a number of seconds, not { $value }.

# Refusal of a duration or a start time that is too long or too far away.
validation-at-most = { $what } is at most { $duration }.

# Refusal of a duration that is too short.
validation-at-least = { $what } is at least { $duration }.

# Refusal of a start time that is not a number.
validation-moment-type = { $what } is a time (seconds since 1970), not { $value }.

# Refusal of a start time too far in the future.
validation-moment-far = { $what } is at most { $duration } from now.

# Refusal of a value that must be text (a name, a move, an answer).
validation-text-type = { $what } is text, not { $value }.

# Refusal of text holding a line break or another control character.
validation-text-control = { $what } cannot contain control characters (such as a line break or NUL).

# Refusal of text that is too long; $longest is the most characters allowed.
validation-text-long = { $what } has at most { $longest } { $longest ->
        [one] character
       *[other] characters
    }.

# Refusal of a value that must be yes or no (rated, late entries).
validation-flag = { $what } is yes or no, not { $value }.

# Refusal of an id that names nothing; $what says what kind of thing was asked for.
validation-no-such = { $what ->
        [player] There is no player { $value }.
        [user] There is no user { $value }.
        [server] There is no server { $value }.
        [channel] There is no channel { $value }.
        [thread] There is no thread { $value }.
        [message] There is no message { $value }.
        [challenge] There is no challenge { $value }.
        [tournament] There is no tournament { $value }.
        [match] There is no match { $value }.
       *[other] There is nothing called { $value }.
    }

# Refusal of a game's options that are not name=value pairs.
validation-options-type = A game's options are name=value pairs, not { $value }.

# Refusal of too many options for a game.
validation-options-many = A game has at most { $count } options.

# Refusal of an option's value that is neither a number nor a word; $option is its name.
validation-option-value = Option { $option } is a number or a word, not { $value }.

## How a refused value is quoted back ($value in the refusals above)

# No value at all.
validation-shown-nothing = nothing

# The value yes (true).
validation-shown-yes = yes

# The value no (false).
validation-shown-no = no

# A number too long to quote.
validation-shown-huge = a number far too large

# A value of another kind; $type is the programming type's name (dict, list), kept as it is.
validation-shown-type = a { $type }

## Durations in refusals ($duration above): $unit is day, hour, minute or second

# A duration in its largest unit ("365 days", "one minute").
validation-duration = { $unit ->
        [day] { $count ->
            [one] one day
           *[other] { $count } days
        }
        [hour] { $count ->
            [one] one hour
           *[other] { $count } hours
        }
        [minute] { $count ->
            [one] one minute
           *[other] { $count } minutes
        }
       *[second] { $count ->
            [one] one second
           *[other] { $count } seconds
        }
    }

## What is refused ($what above), starting the sentence

# A challenge's colour.
validation-what-colour = The colour

# The game asked for (a challenge, a lesson, a tournament, the rules).
validation-what-game = The game

# Whether a match or tournament is rated.
validation-what-rated = Rated

# The computer's level.
validation-what-level = The level

# A tournament's system (Swiss or round-robin).
validation-what-system = The system

# Whether a tournament takes late entries.
validation-what-late-entries = Late entries

# A tournament's time per decision.
validation-what-time-per-decision = The time per decision

# A tournament's deadline for each round.
validation-what-round-deadline = A round's deadline

# A tournament's start time.
validation-what-start = The start

# A tournament's tie-breaks.
validation-what-tiebreaks = The tie-breaks

# A tournament's name.
validation-what-tournament-name = A tournament's name

# The name a player enters a tournament under.
validation-what-your-name = Your name

# A number asked of an organiser.
validation-what-number = A number

# A tournament's round.
validation-what-round = The round

# A lesson's number.
validation-what-lesson = The lesson

# A set-up choice (a square).
validation-what-choice = A choice

# An answer to a lesson's question.
validation-what-answer = An answer

# The name of a game's option.
validation-what-option-name = An option's name

# The value of a game's option; $option is its name.
validation-what-option = Option { $option }

## A game's own refusal of its start options (games/core/engine.py, OptionSpec and
## Game.resolve_options), in the reply to /play, /challenge, /tournament create and the
## console's play and challenge. $option is the option's name and $options a list of names,
## typed as they are (never translated); $typed is the refused value as the game quotes it
## ('maybe', 3.7, True); $game is the game's name.

# Refusal of an option the game does not have; $options lists the options it has.
option-unknown = { $game } has no option { $typed } (its options: { $options }).

# Refusal of an option of a game that has no options at all.
option-unknown-none = { $game } has no option { $typed } (its options: none).

# Refusal of a value for an on/off option.
option-on-off = Option { $option } is on or off, not { $typed }.

# Refusal of a value for a numeric option that is not a whole number.
option-whole-number = Option { $option } takes a whole number, not { $typed }.

# Refusal of a value outside the option's choices; $choices is the values it takes (a range such as 1–9, or an option-either).
option-choices = Option { $option } takes { $choices }, not { $typed }.

# Two values an option takes, inside option-choices ("white or black", "8 or 12"); $first may itself be an option-either.
option-either = { $first } or { $second }
