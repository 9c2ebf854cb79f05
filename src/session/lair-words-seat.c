/* lair-words-seat.c — a seat at the table, in words
 *
 * How a seat stands (its state, and how a screen reader says it), what it
 * holds and carries, and who plays it: the words of a seat's panel, which
 * any view of the table (the window, a phone) shows alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-words.h"
#include "lair-words-seat.h"
#include "lair-words-summary.h"

/**
 * lair_words_seat_state:
 * @standing: how the seat stands
 * @shown: (out) (transfer full): the state as a seat's badge shows it
 * @spoken: (out) (transfer full): the state as a screen reader says it
 * @style: (out) (transfer none) (nullable): the badge's style class
 *
 * Puts a seat's state into words: "Left with 12 gems", "Choosing…", …
 */
void
lair_words_seat_state (const LairSeatStanding  *standing,
                       char                   **shown,
                       char                   **spoken,
                       const char             **style)
{
  gint gems = standing->outcome_gems;
  gboolean computer = standing->kind == LAIR_SEAT_COMPUTER;

  *style = NULL;
  if (standing->winner)
    {
      *shown = g_strdup (_("Winner"));
      *spoken = g_strdup (_("winner"));
      *style = "winner";
      return;
    }

  switch (standing->outcome)
    {
    case LAIR_OUTCOME_LEFT:
      *shown = g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Left with %d gem", "Left with %d gems", gems), gems);
      if (standing->outcome_bars > 0 || standing->outcome_coins > 0)
        {
          g_autofree char *take = lair_words_take (gems, standing->outcome_bars, standing->outcome_bar_value,
                                                   standing->outcome_coins);

          /* Translators: how a screen reader says a seat's state; %s is
           * all it carried out, "8 gems and a $8 gold bar" (a list, which
           * may stand after a colon where the words after "with" would
           * decline) */
          *spoken = g_strdup_printf (_("left safely with %s"), take);
        }
      else
        *spoken = g_strdup_printf (dngettext (GETTEXT_PACKAGE, "left safely with %d gem",
                                              "left safely with %d gems", gems), gems);
      *style = "left";
      return;
    case LAIR_OUTCOME_SCARED:
      /* a short chip when there was nothing to lose, to fit a phone */
      if (gems == 0)
        {
          *shown = g_strdup (_("Scared out"));
          *spoken = g_strdup (_("scared out, lost no gems"));
          *style = "scared";
          return;
        }
      *shown = g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Scared out, lost %d gem",
                                           "Scared out, lost %d gems", gems), gems);
      *spoken = g_strdup_printf (dngettext (GETTEXT_PACKAGE, "scared out, lost %d gem",
                                            "scared out, lost %d gems", gems), gems);
      *style = "scared";
      return;
    case LAIR_OUTCOME_NONE:
    default:
      break;
    }

  if (!standing->inside)
    {
      *shown = g_strdup (_("Out"));
      *spoken = g_strdup (_("out"));
      return;
    }

  /* a story told: the seats inside watch it, with nothing to choose yet,
   * but for a leaver walking out */
  if (standing->told && standing->leaving)
    {
      /* Translators: a seat walking out of the dungeon with its take */
      *shown = g_strdup (_("Leaving…"));
      *spoken = g_strdup (_("leaving"));
      *style = "left";
      return;
    }
  /* every seat's choice turned over at once */
  if (standing->told && standing->shown_choice != LAIR_CHOICE_NONE)
    {
      *shown = g_strdup (lair_choice_shown (standing->shown_choice));
      if (standing->shown_choice == LAIR_CHOICE_LEAVE)
        *spoken = g_strdup (_("chose to leave"));
      else if (standing->shown_choice == LAIR_CHOICE_STAY)
        *spoken = g_strdup (_("chose to stay"));
      else
        /* Translators: a seat's choice, turned over for all to see, for a
         * screen reader: "chose Card 2" */
        *spoken = g_strdup_printf (_("chose %s"), lair_choice_shown (standing->shown_choice));
      *style = standing->shown_choice == LAIR_CHOICE_LEAVE ? "leaves" : "chosen";
      return;
    }

  if (standing->told)
    {
      /* Translators: a seat in the dungeon while the board tells a room */
      *shown = g_strdup (_("Watching…"));
      *spoken = g_strdup (_("watching"));
      return;
    }

  switch (standing->selection)
    {
    case LAIR_SELECTION_SELECTING:
      *shown = g_strdup (_("Choosing…"));
      *spoken = g_strdup (_("choosing"));
      *style = "choosing";
      break;
    case LAIR_SELECTION_SELECTED:
      *shown = g_strdup (_("Chosen"));
      *spoken = g_strdup (_("ready"));
      *style = "chosen";
      break;
    case LAIR_SELECTION_NONE:
    default:
      /* a seat held by a phone chooses there, in secret */
      *shown = g_strdup (computer ? _("Thinking…") : standing->remote ? _("On a phone") : _("Not chosen"));
      *spoken = g_strdup (computer ? _("thinking") : standing->remote ? _("on a phone") : _("not chosen"));
      break;
    }
}

/**
 * lair_words_hand:
 * @hand: gems in hand
 *
 * Returns: (transfer full): "4 gems in hand"
 */
char *
lair_words_hand (gint hand)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%d gem in hand", "%d gems in hand", hand), hand);
}

/**
 * lair_words_bars:
 * @bars: gold bars
 *
 * Returns: (transfer full): "1 bar"
 */
char *
lair_words_bars (gint bars)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%d bar", "%d bars", bars), bars);
}

/**
 * lair_words_seat_summary:
 * @name: the seat's name
 * @state: its state, as a screen reader says it
 * @hand: gems in hand
 * @chest: dollars in the chest
 * @bars: gold bars taken
 *
 * Returns: (transfer full): the seat in one breath, "Ada, ready, 4 gems
 *   in hand, $6, 1 bar"
 */
char *
lair_words_seat_summary (const char *name,
                         const char *state,
                         gint        hand,
                         gint        chest,
                         gint        bars)
{
  g_autofree char *gems = lair_words_hand (hand);
  g_autofree char *bar_text = lair_words_bars (bars);

  /* Translators: a seat said in one breath: name, state, hand, chest, bars,
   * as in "Ada, ready, 4 gems in hand, $6, 1 bar" */
  return g_strdup_printf (_("%s, %s, %s, $%d, %s"), name, state, gems, chest, bar_text);
}

/**
 * lair_words_level:
 * @level: a computer's level
 *
 * Returns: (transfer none): the level's name, "Hard"
 */
const char *
lair_words_level (LairAiKind level)
{
  switch (level)
    {
    case LAIR_AI_EASY:
      return C_("computer level", "Easy");
    case LAIR_AI_HARD:
      return C_("computer level", "Hard");
    case LAIR_AI_EXPERT:
      return C_("computer level", "Expert");
    case LAIR_AI_NORMAL:
    case LAIR_AI_WARNINGS:
    case LAIR_AI_GEMS:
    case LAIR_AI_RANDOM:
    case LAIR_N_AI_KINDS:
    default:
      return C_("computer level", "Normal");
    }
}

/**
 * lair_words_seat_identity:
 * @kind: who plays the seat
 * @level: a computer's level
 * @personality: (nullable): a computer's personality
 *
 * Returns: (transfer full): who sits there, "Hard · Gambler" or "Player"
 */
char *
lair_words_seat_identity (LairSeatKind  kind,
                          LairAiKind    level,
                          const char   *personality)
{
  gboolean computer = kind == LAIR_SEAT_COMPUTER;

  if (computer && personality != NULL)
    /* Translators: a computer seat's level and personality, "Hard · Gambler" */
    return g_strdup_printf (_("%s · %s"), lair_words_level (level), personality);
  return g_strdup (computer ? _("Computer") : _("Player"));
}

/**
 * lair_words_size:
 * @shares: the seat's shares of gems, 4 at its regular size
 *
 * Returns: (transfer none) (nullable): the size the Mushroom left the
 *   seat, or %NULL at its regular size
 */
const char *
lair_words_size (gint shares)
{
  switch (shares)
    {
    case 16:
      return _("Double-grown");
    case 8:
      return _("Large");
    case 2:
      return _("Small");
    case 1:
      return _("Double-shrunk");
    default:
      return NULL;
    }
}

/**
 * lair_words_size_tooltip:
 * @shares: the seat's shares of gems
 *
 * Returns: (transfer full) (nullable): "Large: 8 shares of gems", or
 *   %NULL at the regular size
 */
char *
lair_words_size_tooltip (gint shares)
{
  const char *size = lair_words_size (shares);

  if (size == NULL)
    return NULL;
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s: %d share of gems", "%s: %d shares of gems", shares),
                          size, shares);
}

/**
 * lair_words_bars_short:
 * @bars: gold bars taken
 * @value: what they are worth
 *
 * Returns: (transfer full): "2 · $14"
 */
char *
lair_words_bars_short (gint bars,
                       gint value)
{
  /* Translators: gold bars taken and what they are worth, "2 · $14" */
  return g_strdup_printf (_("%d · $%d"), bars, value);
}

/**
 * lair_words_hand_name:
 * @name: the seat's name
 * @hand: gems in hand
 *
 * Returns: (transfer full): "Ada: 4 gems in hand"
 */
char *
lair_words_hand_name (const char *name,
                      gint        hand)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s: %d gem in hand", "%s: %d gems in hand", hand),
                          name, hand);
}

/**
 * lair_words_chest_name:
 * @name: the seat's name
 * @chest: dollars in the chest
 *
 * Returns: (transfer full): "Ada: $6 in the chest"
 */
char *
lair_words_chest_name (const char *name,
                       gint        chest)
{
  return g_strdup_printf (_("%s: $%d in the chest"), name, chest);
}

/**
 * lair_words_bars_name:
 * @name: the seat's name
 * @bars: gold bars taken
 * @value: what they are worth
 *
 * Returns: (transfer full): "Ada: 2 gold bars worth $14"
 */
char *
lair_words_bars_name (const char *name,
                      gint        bars,
                      gint        value)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s: %d gold bar worth $%d", "%s: %d gold bars worth $%d",
                                     bars),
                          name, bars, value);
}

/**
 * lair_words_queens:
 * @queens: Queens carried
 *
 * Returns: (transfer full): "Carrying 2 Queens"
 */
char *
lair_words_queens (gint queens)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Carrying %d Queen", "Carrying %d Queens", queens), queens);
}

/**
 * lair_words_changelings:
 * @changelings: Changelings carried
 *
 * Returns: (transfer full): "Carrying 1 Changeling"
 */
char *
lair_words_changelings (gint changelings)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Carrying %d Changeling", "Carrying %d Changelings",
                                     changelings),
                          changelings);
}

/**
 * lair_words_obligation:
 * @obligation: rooms still owed to the Devil
 *
 * Returns: (transfer full): "3 rooms left"
 */
char *
lair_words_obligation (gint obligation)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%d room left", "%d rooms left", obligation), obligation);
}

/**
 * lair_words_obligation_owed:
 * @obligation: rooms still owed to the Devil
 *
 * Returns: (transfer full): "Owes the Devil 3 more rooms"
 */
char *
lair_words_obligation_owed (gint obligation)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Owes the Devil %d more room",
                                     "Owes the Devil %d more rooms", obligation),
                          obligation);
}

/**
 * lair_words_expected_value:
 * @value: the gems the next room is expected to bring a seat
 *
 * Returns: (transfer full): "The next room is worth about +1.5 gems"
 */
char *
lair_words_expected_value (double value)
{
  /* Translators: what the next room is expected to bring this seat, in gems */
  return g_strdup_printf (_("The next room is worth about %+.1f gems"), value);
}

/**
 * lair_words_expected_short:
 * @value: the gems the next room is expected to bring a seat
 * @compact: whether it shares a short line with the seat's state
 *
 * Returns: (transfer full): "+1.5 gems from the next room", or on a
 *   compact panel "+1.5 gems"
 */
char *
lair_words_expected_short (double   value,
                           gboolean compact)
{
  if (compact)
    /* Translators: the same on a compact seat panel, where it shares a
     * short line with the seat's state: the number and its unit only */
    return g_strdup_printf (_("%+.1f gems"), value);
  /* Translators: the same on a seat panel, one short line under the
   * seat's name that may be cut at its end: keep the number first */
  return g_strdup_printf (_("%+.1f gems from the next room"), value);
}

/**
 * lair_words_choose_button:
 * @kind: who plays the seat
 * @selected: whether the seat has chosen
 * @name: the seat's name
 * @label: (out) (transfer none): the button's label, "Change"
 * @accessible: (out) (transfer full): what a screen reader calls it,
 *   "Change choice for Ada"
 *
 * Puts into words the button a seat chooses with: a chosen person's
 * reads "Change", a computer's "Take Over".
 */
void
lair_words_choose_button (LairSeatKind   kind,
                          gboolean       selected,
                          const char    *name,
                          const char   **label,
                          char         **accessible)
{
  if (kind == LAIR_SEAT_COMPUTER)
    {
      *label = _("Take Over");
      *accessible = g_strdup_printf (_("Take Over %s"), name);
    }
  else if (selected)
    {
      *label = _("Change");
      *accessible = g_strdup_printf (_("Change choice for %s"), name);
    }
  else
    {
      *label = _("Choose");
      *accessible = g_strdup_printf (_("Choose for %s"), name);
    }
}
