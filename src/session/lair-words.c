/* lair-words.c — the game put into words, for every view of it
 *
 * The window, the story, the command line and any other view of a game
 * say its things with these words, so a room or an outcome reads the
 * same everywhere and translators meet each sentence once. Whole
 * sentences with their plural forms: every language says them its own
 * way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-rules.h"
#include "lair-words.h"

/* The options' words, as their buttons say them */
static const char * const choice_labels[LAIR_N_CHOICES] = {
  [LAIR_CHOICE_STAY] = N_("Stay"),
  [LAIR_CHOICE_LEAVE] = N_("Leave"),
  [LAIR_CHOICE_BANK4] = N_("Turn 4 Gems into $3 and Stay"),
  [LAIR_CHOICE_BANK8] = N_("Turn 8 Gems into $6 and Stay"),
  [LAIR_CHOICE_BANK12] = N_("Turn 12 Gems into $9 and Stay"),
  [LAIR_CHOICE_SUN] = N_("Stand on The Sun and Stay"),
  [LAIR_CHOICE_MOON] = N_("Stand on The Moon and Stay"),
  [LAIR_CHOICE_PAY] = N_("Pay the Ferryman and Stay"),
  [LAIR_CHOICE_CARD1] = N_("Pick Card #1 and Stay"),
  [LAIR_CHOICE_CARD2] = N_("Pick Card #2 and Stay"),
  [LAIR_CHOICE_CARD3] = N_("Pick Card #3 and Stay"),
  [LAIR_CHOICE_LEFT] = N_("Take the Left Path and Stay"),
  [LAIR_CHOICE_RIGHT] = N_("Take the Right Path and Stay"),
  [LAIR_CHOICE_EAT] = N_("Eat a Portion of Mushroom and Stay"),
  [LAIR_CHOICE_DEAL3] = N_("Stay 3 Times for $1"),
  [LAIR_CHOICE_DEAL4] = N_("Stay 4 Times for $2"),
  [LAIR_CHOICE_DEAL5] = N_("Stay 5 Times for $3"),
  [LAIR_CHOICE_CARRY] = N_("Carry a Little Person"),
};

/**
 * lair_words_pgettext:
 * @context_msgid: the context, "\004" and the message, as C_ () joins them
 * @msgid: the message
 *
 * gettext's pgettext () in the calling thread's locale, which C_ () is
 * in the files that include this header.
 *
 * Returns: (transfer none): the translation, or @msgid
 */
const char *
lair_words_pgettext (const char *context_msgid,
                     const char *msgid)
{
  const char *translation = dgettext (GETTEXT_PACKAGE, context_msgid);

  return translation == context_msgid ? msgid : translation;
}

/**
 * lair_choice_label:
 * @choice: a #LairChoice
 *
 * Returns: (transfer none): the translated words of the option
 */
const char *
lair_choice_label (LairChoice choice)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, "");
  return _(choice_labels[choice]);
}

/* The board art that pictures each option (see data/art/), NULL for its icon */
static const char * const choice_arts[LAIR_N_CHOICES] = {
  [LAIR_CHOICE_STAY]   = "sprite-gem",
  [LAIR_CHOICE_LEAVE]  = NULL,
  [LAIR_CHOICE_BANK4]  = "sprite-coin",
  [LAIR_CHOICE_BANK8]  = "sprite-coin",
  [LAIR_CHOICE_BANK12] = "sprite-coin",
  [LAIR_CHOICE_SUN]    = "sprite-sun",
  [LAIR_CHOICE_MOON]   = "sprite-moon",
  [LAIR_CHOICE_PAY]    = "ferryman",
  [LAIR_CHOICE_CARD1]  = "monte-back",
  [LAIR_CHOICE_CARD2]  = "monte-back",
  [LAIR_CHOICE_CARD3]  = "monte-back",
  [LAIR_CHOICE_LEFT]   = "coin-room",
  [LAIR_CHOICE_RIGHT]  = "coin-room",
  [LAIR_CHOICE_EAT]    = "sprite-mushroom",
  [LAIR_CHOICE_DEAL3]  = "sprite-contract",
  [LAIR_CHOICE_DEAL4]  = "sprite-contract",
  [LAIR_CHOICE_DEAL5]  = "sprite-contract",
  [LAIR_CHOICE_CARRY]  = "sprite-queen",
};

/**
 * lair_choice_art:
 * @choice: a #LairChoice
 *
 * Returns: (transfer none) (nullable): the name of the board art that
 *   pictures the option (see data/art/), or %NULL to use its icon
 */
const char *
lair_choice_art (LairChoice choice)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, NULL);
  return choice_arts[choice];
}

/**
 * lair_room_get_public_outcome:
 * @room: a room of the strip
 *
 * A chance the players are deciding on (which of the Sun and Moon pays,
 * the cards, the coins, the mushroom, the little people) stays hidden
 * while they are in its room.
 *
 * Returns: (transfer none) (nullable): what the room may show of its
 *   outcome now
 */
const char *
lair_room_get_public_outcome (LairRoomItem *room)
{
  if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE && lair_room_item_get_current (room))
    {
      LairAdventure adventure = lair_room_item_get_adventure (room);

      /* the Scout's outcome shows as its report, told on entering */
      if (lair_adventure_has_outcome (adventure) && adventure != LAIR_ADVENTURE_SCOUT)
        return NULL;
    }
  return lair_room_item_get_outcome (room);
}

/**
 * lair_room_describe:
 * @room: a room of the strip
 *
 * Returns: (transfer full): the room in words, for its tile's accessible
 *   name and tooltip: number, what it is and what happened there
 */
char *
lair_room_describe (LairRoomItem *room)
{
  const char *outcome = lair_room_get_public_outcome (room);
  g_autofree char *what = lair_room_contents (room);

  if (outcome != NULL && *outcome != '\0')
    /* Translators: room number, what is in it, and what happened there */
    return g_strdup_printf (_("Room %u: %s. %s"), lair_room_item_get_number (room), what, outcome);
  /* Translators: room number and what is in it */
  return g_strdup_printf (_("Room %u: %s"), lair_room_item_get_number (room), what);
}

/**
 * lair_format_gems:
 * @gems: a number of gems
 *
 * Returns: (transfer full): "1 gem", "5 gems", translated
 */
char *
lair_format_gems (gint gems)
{
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%d gem", "%d gems", gems), gems);
}

/**
 * lair_dungeon_ending_text:
 * @depth: the deepest room anyone entered
 * @lair_room: the room of the spider's lair, 0 if the dungeon had none
 *
 * Returns: (transfer full): how a dungeon ended, as the board says it
 *   at its end and the history says it after
 */
char *
lair_dungeon_ending_text (gint depth,
                          gint lair_room)
{
  if (lair_room > 0 && lair_room <= depth)
    return g_strdup_printf (_("The spider’s lair was in room %d."), lair_room);
  if (lair_room > 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE,
                                       "Everybody is out, after %d room; the spider’s lair was in room %d.",
                                       "Everybody is out, after %d rooms; the spider’s lair was in room %d.",
                                       depth),
                            depth, lair_room);
  return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Everybody is out, after %d room.",
                                     "Everybody is out, after %d rooms.", depth),
                          depth);
}

/**
 * lair_words_sun_moon:
 * @name: who stood there
 * @sun: whether on the Sun, else the Moon
 * @change: of the hand
 *
 * Returns: (transfer full): the line of the log
 */
char *
lair_words_sun_moon (const char *name,
                    gboolean    sun,
                    gint        change)
{
  if (change > 0)
    return g_strdup_printf (sun ? dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and gains %d gem.",
                                             "%s stood on the Sun and gains %d gems.", change)
                                : dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and gains %d gem.",
                                             "%s stood on the Moon and gains %d gems.", change),
                            name, change);
  if (change < 0)
    return g_strdup_printf (sun ? dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and loses %d gem.",
                                             "%s stood on the Sun and loses %d gems.", -change)
                                : dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and loses %d gem.",
                                             "%s stood on the Moon and loses %d gems.", -change),
                            name, -change);
  return g_strdup_printf (sun ? _("%s stood on the Sun and neither gains nor loses.")
                              : _("%s stood on the Moon and neither gains nor loses."),
                          name);
}

/**
 * lair_words_monte:
 * @name: who picked
 * @position: 0 left, 1 middle, 2 right
 * @card: its value
 * @change: of the hand
 *
 * Returns: (transfer full): the line of the log
 */
char *
lair_words_monte (const char *name,
                  guint       position,
                  gint        card,
                  gint        change)
{
  gint n = ABS (change);

  /* the push card, which has no sign to show */
  if (card == 0)
    return g_strdup_printf (position == 0 ? _("%s took the left card, which gives nothing.")
                            : position == 1 ? _("%s took the middle card, which gives nothing.")
                            : _("%s took the right card, which gives nothing."), name);
  /* Translators: a name, then the card's value, e.g. "+2" */
  if (position == 0 && change > 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and gains %d gem.",
                                       "%s took the left card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 0 && change < 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and loses %d gem.",
                                       "%s took the left card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 0)
    return g_strdup_printf (_("%s took the left card (%+d) and neither gains nor loses."), name, card);
  if (position == 1 && change > 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and gains %d gem.",
                                       "%s took the middle card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 1 && change < 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and loses %d gem.",
                                       "%s took the middle card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 1)
    return g_strdup_printf (_("%s took the middle card (%+d) and neither gains nor loses."), name, card);
  if (change > 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and gains %d gem.",
                                       "%s took the right card (%+d) and gains %d gems.", n), name, card, n);
  if (change < 0)
    return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and loses %d gem.",
                                       "%s took the right card (%+d) and loses %d gems.", n), name, card, n);
  return g_strdup_printf (_("%s took the right card (%+d) and neither gains nor loses."), name, card);
}

/**
 * lair_words_monte_swap:
 * @a: a card position
 * @b: a later one
 *
 * Returns: (transfer none): one swap of the Monte shuffle, as a sentence
 */
const char *
lair_words_monte_swap (guint a,
                       guint b)
{
  if (a == 0 && b == 1)
    return _("The dealer swaps the left and middle cards.");
  if (a == 0)
    return _("The dealer swaps the left and right cards.");
  return _("The dealer swaps the middle and right cards.");
}

/**
 * lair_words_seat_handed:
 * @name: the seat's name
 * @computer: %TRUE when the computer plays the seat from now on, %FALSE
 *   when a person took it over from the computer
 *
 * Returns: (transfer full): the seat changing hands, as a sentence
 */
char *
lair_words_seat_handed (const char *name,
                        gboolean    computer)
{
  if (computer)
    /* Translators: a person at the table handed the seat named %s to the
     * computer in the middle of a game */
    return g_strdup_printf (_("The computer plays for %s from now on."), name);
  /* Translators: a person took over the seat named %s, which the computer
   * played until now */
  return g_strdup_printf (_("A person plays for %s from now on, instead of the computer."), name);
}

/* Each choice in a word or two, as it is turned over for everybody to see */
static const char * const choice_shown[LAIR_N_CHOICES] = {
  /* Translators: a seat's choice turned over for all to see, in a word
   * or two on its card: keep them short */
  [LAIR_CHOICE_STAY]   = N_("Stays"),
  [LAIR_CHOICE_LEAVE]  = N_("Leaves"),
  [LAIR_CHOICE_BANK4]  = N_("Banks 4"),
  [LAIR_CHOICE_BANK8]  = N_("Banks 8"),
  [LAIR_CHOICE_BANK12] = N_("Banks 12"),
  [LAIR_CHOICE_SUN]    = N_("On the Sun"),
  [LAIR_CHOICE_MOON]   = N_("On the Moon"),
  [LAIR_CHOICE_PAY]    = N_("Pays the toll"),
  [LAIR_CHOICE_CARD1]  = N_("Card 1"),
  [LAIR_CHOICE_CARD2]  = N_("Card 2"),
  [LAIR_CHOICE_CARD3]  = N_("Card 3"),
  [LAIR_CHOICE_LEFT]   = N_("Goes left"),
  [LAIR_CHOICE_RIGHT]  = N_("Goes right"),
  [LAIR_CHOICE_EAT]    = N_("Eats"),
  [LAIR_CHOICE_DEAL3]  = N_("Deal of 3"),
  [LAIR_CHOICE_DEAL4]  = N_("Deal of 4"),
  [LAIR_CHOICE_DEAL5]  = N_("Deal of 5"),
  [LAIR_CHOICE_CARRY]  = N_("Carries"),
};

/**
 * lair_choice_shown:
 * @choice: a #LairChoice
 *
 * Returns: (transfer none): the choice in a word or two, as it is turned
 *   over for everybody to see
 */
const char *
lair_choice_shown (LairChoice choice)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, "");
  return _(choice_shown[choice]);
}

/**
 * lair_words_reveal:
 * @names: the seats' names
 * @choices: what each chose
 * @n: how many seats
 *
 * Returns: (transfer full): every choice turned over, in one line
 */
char *
lair_words_reveal (const char       **names,
                   const LairChoice  *choices,
                   guint              n)
{
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      /* Translators: a seat's name and its choice in a word or two, as
       * everybody's choices are turned over: "Ada: Card 2" */
      g_autofree char *one = g_strdup_printf (_("%s: %s"), names[i], lair_choice_shown (choices[i]));

      if (i > 0)
        /* Translators: between two seats' choices in one line */
        g_string_append (line, _("; "));
      g_string_append (line, one);
    }
  /* Translators: every seat's choice turned over at once; %s lists them */
  return g_strdup_printf (_("The choices are turned over: %s."), line->str);
}

static const LairChoice choice_order[LAIR_N_CHOICES] = {
  LAIR_CHOICE_STAY,
  LAIR_CHOICE_PAY,
  LAIR_CHOICE_BANK4,
  LAIR_CHOICE_BANK8,
  LAIR_CHOICE_BANK12,
  LAIR_CHOICE_SUN,
  LAIR_CHOICE_MOON,
  LAIR_CHOICE_CARD1,
  LAIR_CHOICE_CARD2,
  LAIR_CHOICE_CARD3,
  LAIR_CHOICE_LEFT,
  LAIR_CHOICE_RIGHT,
  LAIR_CHOICE_EAT,
  LAIR_CHOICE_CARRY,
  LAIR_CHOICE_DEAL3,
  LAIR_CHOICE_DEAL4,
  LAIR_CHOICE_DEAL5,
  LAIR_CHOICE_LEAVE,
};

/**
 * lair_choice_nth:
 * @n: a position, 0 to %LAIR_N_CHOICES - 1
 *
 * Options are always offered in one order, staying first and leaving
 * last, so a hand learns where each one is.
 *
 * Returns: the option offered at position @n
 */
LairChoice
lair_choice_nth (guint n)
{
  g_return_val_if_fail (n < LAIR_N_CHOICES, LAIR_CHOICE_NONE);
  return choice_order[n];
}

/**
 * lair_choice_describe:
 * @choice: a #LairChoice
 * @part: the adventure part of the room (from 1), or 0
 * @hand: the gems in the seat's hand
 * @floor: whether gems, bars or coins lie on the floor to share on leaving
 *
 * Returns: (transfer full): what the option means, with its numbers, as
 *   a line below its name
 */
char *
lair_choice_describe (LairChoice choice,
                      guint      part,
                      gint       hand,
                      gboolean   floor)
{
  switch (choice)
    {
    case LAIR_CHOICE_STAY:
      return g_strdup (_("Go on into the next room"));
    case LAIR_CHOICE_LEAVE:
      if (hand > 0 && floor)
        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Take %d gem and a share of the floor",
                                           "Take %d gems and a share of the floor", hand), hand);
      if (hand > 0)
        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Take %d gem home", "Take %d gems home", hand), hand);
      if (floor)
        return g_strdup (_("Take a share of the floor"));
      return g_strdup (_("Go home with nothing more"));
    case LAIR_CHOICE_BANK4:
    case LAIR_CHOICE_BANK8:
    case LAIR_CHOICE_BANK12:
      return g_strdup (_("The cash goes into your chest, safe from the spider"));
    case LAIR_CHOICE_SUN:
    case LAIR_CHOICE_MOON:
      {
        gint amount = lair_rules_sun_moon_amount (MAX (part, 1));

        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "One pays %d gem, the other takes %d",
                                           "One pays %d gems, the other takes %d", amount), amount, amount);
      }
    case LAIR_CHOICE_PAY:
      return g_strdup (_("Cross the Lava Lake on his ferry"));
    case LAIR_CHOICE_CARD1:
    case LAIR_CHOICE_CARD2:
    case LAIR_CHOICE_CARD3:
      {
        gint cards[3];

        lair_rules_monte_cards (MAX (part, 1), cards);
        /* Translators: the values of the three Monte cards, "Cards: +2, +1, −2" */
        return g_strdup_printf (_("Cards: %+d, %+d, %+d"), cards[0], cards[1], cards[2]);
      }
    case LAIR_CHOICE_LEFT:
    case LAIR_CHOICE_RIGHT:
      return g_strdup (_("One coin room holds twice the other's coins"));
    case LAIR_CHOICE_EAT:
      return g_strdup (_("Grow or shrink with everyone who eats"));
    case LAIR_CHOICE_DEAL3:
    case LAIR_CHOICE_DEAL4:
    case LAIR_CHOICE_DEAL5:
      {
        gint rooms = lair_rules_deal_rooms (choice);
        gint cash = lair_rules_deal_cash (choice);

        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Deal for %d room: $%d now",
                                           "Deal for %d rooms: $%d now", rooms), rooms, cash);
      }
    case LAIR_CHOICE_CARRY:
      return g_strdup (_("Carry them: a Queen pays, a Changeling steals"));
    case LAIR_N_CHOICES:
    case LAIR_CHOICE_NONE:
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/**
 * lair_choice_option_label:
 * @choice: one of the seat's options
 * @options: all of the seat's options now
 * @part: the adventure part of the room (from 1), or 0
 *
 * The name on the option's button, which the hint and every other view
 * of the options use too: "Pay 4 Gems and Cross", "Card 1".
 *
 * Returns: (transfer full): the option's name
 */
char *
lair_choice_option_label (LairChoice  choice,
                          LairOptions options,
                          guint       part)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, g_strdup (""));

  switch (choice)
    {
    case LAIR_CHOICE_PAY:
      {
        gint toll = lair_rules_toll (MAX (part, 1));

        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "Pay %d Gem and Cross",
                                           "Pay %d Gems and Cross", toll), toll);
      }
    case LAIR_CHOICE_STAY:
      if (options & LAIR_OPTION (LAIR_CHOICE_DEAL3))
        return g_strdup (_("Stay without taking an offer"));
      break;
    case LAIR_CHOICE_CARD1:
    case LAIR_CHOICE_CARD2:
    case LAIR_CHOICE_CARD3:
      /* Translators: one of the Monte's three face-down cards, "Card 2" */
      return g_strdup_printf (_("Card %d"), (gint) (choice - LAIR_CHOICE_CARD1) + 1);
    case LAIR_CHOICE_LEAVE:
    case LAIR_CHOICE_BANK4:
    case LAIR_CHOICE_BANK8:
    case LAIR_CHOICE_BANK12:
    case LAIR_CHOICE_SUN:
    case LAIR_CHOICE_MOON:
    case LAIR_CHOICE_LEFT:
    case LAIR_CHOICE_RIGHT:
    case LAIR_CHOICE_EAT:
    case LAIR_CHOICE_DEAL3:
    case LAIR_CHOICE_DEAL4:
    case LAIR_CHOICE_DEAL5:
    case LAIR_CHOICE_CARRY:
    case LAIR_CHOICE_NONE:
    case LAIR_N_CHOICES:
    default:
      break;
    }
  return g_strdup (lair_choice_label (choice));
}

static gint
percent (double share)
{
  return (gint) floor (share * 100.0 + 0.5);
}

/**
 * lair_advice_option_line:
 * @label: the option's name, from lair_choice_option_label()
 * @win: the share of simulated games it wins
 * @margin: half the width of that share's 95 % interval
 *
 * Returns: (transfer full): the option and how often it wins, "Stay — 60 % ± 4"
 */
char *
lair_advice_option_line (const char *label,
                         double      win,
                         double      margin)
{
  /* Translators: one line of the hint: an option, the share of simulated
   * games it wins in per cent and the margin of that share, in points,
   * "Leave — 41 % ± 4" */
  return g_strdup_printf (_("%s — %d %% ± %d"), label, percent (win), MAX (percent (margin), 1));
}

/**
 * lair_advice_sentence:
 * @advice: the Expert's figures for a seat's options
 * @options: the seat's options
 * @part: the adventure part of the room (from 1), or 0
 *
 * The hint in plain words. It recommends what its numbers say: the
 * option that won most often, when it won clearly; otherwise it says
 * plainly that the options are too close to tell apart. Every option is
 * named as its button names it, with its chance and margin.
 *
 * Returns: (transfer full): the advice
 */
char *
lair_advice_sentence (const LairExpertAdvice *advice,
                      LairOptions             options,
                      guint                   part)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *likely = NULL;

  if (advice->n_options == 0)
    return g_strdup ("");
  likely = lair_choice_option_label (advice->options[advice->likely].choice, options, part);
  if (advice->n_options == 1)
    /* Translators: the only thing a player may do now, e.g. “Stay” */
    return g_strdup_printf (_("%s: it is the only choice you have."), likely);

  if (advice->clear)
    /* Translators: the hint's advice; %s is an option as its button names it */
    g_string_append_printf (text, _("%s wins most often."), likely);
  else
    g_string_append (text, _("The options are too close to tell apart: any of them may be best."));
  g_string_append_c (text, ' ');
  g_string_append_printf (text,
                          /* Translators: the lair odds in per cent, the gems in hand
                           * and the expected gain of staying in gems */
                          dngettext (GETTEXT_PACKAGE,
                                     "The next room is the lair %1$d %% of the time and you hold %2$d gem; "
                                     "staying is worth %3$+.1f gems on average.",
                                     "The next room is the lair %1$d %% of the time and you hold %2$d gems; "
                                     "staying is worth %3$+.1f gems on average.",
                                     advice->hand),
                          percent (advice->odds), advice->hand, advice->stay_value);
  for (guint k = 0; k < advice->n_options; k++)
    {
      g_autofree char *label = lair_choice_option_label (advice->options[k].choice, options, part);

      g_string_append_c (text, ' ');
      /* Translators: one option of the hint: its name, the share of
       * simulated games it wins and the margin of that share, in points:
       * “Leave” wins 41 % ± 4 of simulated games. */
      g_string_append_printf (text, _("“%s” wins %d %% ± %d of simulated games."), label,
                              percent (advice->options[k].win), MAX (percent (advice->options[k].margin), 1));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
