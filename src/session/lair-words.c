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
  g_autofree char *what = NULL;

  switch (lair_room_item_get_kind (room))
    {
    case LAIR_ROOM_GEMS:
      what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gem", "%d gems",
                                           lair_room_item_get_value (room)),
                              lair_room_item_get_value (room));
      break;
    case LAIR_ROOM_GOLD:
      /* Translators: a gold bar and its value in money */
      what = g_strdup_printf (_("Gold bar worth $%d"), lair_room_item_get_value (room));
      break;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_DEAD_SPIDER:
    case LAIR_ROOM_ADVENTURE:
    default:
      what = g_strdup (lair_room_item_get_title (room));
      break;
    }

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
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gem", "%d gems", gems), gems);
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
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Everybody is out, after %d room; the spider’s lair was in room %d.",
                                         "Everybody is out, after %d rooms; the spider’s lair was in room %d.",
                                         depth),
                            depth, lair_room);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Everybody is out, after %d room.",
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
    return g_strdup_printf (sun ? g_dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and gains %d gem.",
                                               "%s stood on the Sun and gains %d gems.", change)
                                : g_dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and gains %d gem.",
                                               "%s stood on the Moon and gains %d gems.", change),
                            name, change);
  if (change < 0)
    return g_strdup_printf (sun ? g_dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and loses %d gem.",
                                               "%s stood on the Sun and loses %d gems.", -change)
                                : g_dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and loses %d gem.",
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
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and gains %d gem.",
                                         "%s took the left card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 0 && change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and loses %d gem.",
                                         "%s took the left card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 0)
    return g_strdup_printf (_("%s took the left card (%+d) and neither gains nor loses."), name, card);
  if (position == 1 && change > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and gains %d gem.",
                                         "%s took the middle card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 1 && change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and loses %d gem.",
                                         "%s took the middle card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 1)
    return g_strdup_printf (_("%s took the middle card (%+d) and neither gains nor loses."), name, card);
  if (change > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and gains %d gem.",
                                         "%s took the right card (%+d) and gains %d gems.", n), name, card, n);
  if (change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and loses %d gem.",
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
