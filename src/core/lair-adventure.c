/* lair-adventure.c — what the rules know of each adventure, in one table
 *
 * One row per adventure: its id, its rooms, how its chance is drawn and
 * written, the options of its room and the statistics that count it. The
 * dungeon, the game, the scenario files and the tests read this table;
 * what an adventure does to the seats is its rule, in lair-game.c. What
 * the window shows of it is the session's table (lair-adventure-look.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-adventure.h"

#define OPTION(c) LAIR_OPTION (LAIR_CHOICE_ ## c)

static const LairAdventureInfo adventures[LAIR_N_ADVENTURES] = {
  [LAIR_ADVENTURE_BANKER] = {
    .id = "banker", .n_rooms = 3, .draw = LAIR_DRAW_NONE,
    .options = OPTION (STAY) | OPTION (BANK4) | OPTION (BANK8) | OPTION (BANK12),
    .stats = { "banker_profit" },
  },
  [LAIR_ADVENTURE_SUN_MOON] = {
    .id = "sun-moon", .n_rooms = 3, .draw = LAIR_DRAW_EITHER,
    .sides = { "sun", "moon" }, .one_in = 2,
    .options = OPTION (SUN) | OPTION (MOON),
    .stats = { "sun_standers", "moon_standers" },
  },
  [LAIR_ADVENTURE_FERRYMAN] = {
    .id = "ferryman", .n_rooms = 3, .draw = LAIR_DRAW_NONE,
    .options = OPTION (PAY),
    .stats = { "lava_lakes_crossed" },
  },
  [LAIR_ADVENTURE_MONTE] = {
    .id = "monte", .n_rooms = 3, .draw = LAIR_DRAW_CARDS,
    .options = OPTION (CARD1) | OPTION (CARD2) | OPTION (CARD3),
    .stats = { "monte_losses" },
  },
  [LAIR_ADVENTURE_SPHINX] = {
    .id = "sphinx", .n_rooms = 3, .draw = LAIR_DRAW_EITHER,
    .sides = { "left", "right" }, .one_in = 2,
    /* the direction; the coin room's decision is Stay or Leave */
    .options = OPTION (LEFT) | OPTION (RIGHT),
    .stats = { "sphinx_coins_looted" },
  },
  [LAIR_ADVENTURE_SCOUT] = {
    .id = "scout", .n_rooms = 3, .draw = LAIR_DRAW_ROOM,
    .options = OPTION (STAY),
    .stats = { "scout_reports" },
  },
  [LAIR_ADVENTURE_MUSHROOM] = {
    .id = "mushroom", .n_rooms = 6, .draw = LAIR_DRAW_EITHER,
    .sides = { "grow", "shrink" }, .one_in = 2,
    .options = OPTION (STAY) | OPTION (EAT),
    .stats = { "mushrooms_eaten" },
  },
  [LAIR_ADVENTURE_POISON] = {
    .id = "poison", .n_rooms = 3, .draw = LAIR_DRAW_NONE,
    .options = OPTION (STAY),
    .stats = { "spiders_killed" },
  },
  [LAIR_ADVENTURE_DEVIL] = {
    .id = "devil", .n_rooms = 3, .draw = LAIR_DRAW_NONE,
    .options = OPTION (STAY) | OPTION (DEAL3) | OPTION (DEAL4) | OPTION (DEAL5),
    .stats = { "devil_deals" },
  },
  [LAIR_ADVENTURE_LITTLE_PEOPLE] = {
    .id = "little-people", .n_rooms = 6, .draw = LAIR_DRAW_EITHER,
    /* Queens two times in three */
    .sides = { "queen", "changeling" }, .one_in = 3,
    .options = OPTION (STAY) | OPTION (CARRY),
    .stats = { "little_people_helped" },
  },
};

/**
 * lair_adventure_info:
 * @adventure: an adventure
 *
 * Returns: (transfer none): the row of @adventure in the adventures'
 *   table
 */
const LairAdventureInfo *
lair_adventure_info (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, &adventures[0]);
  return &adventures[adventure];
}

/**
 * lair_adventure_id:
 * @adventure: an adventure
 *
 * Returns: (transfer none): the stable id of @adventure, as scenario
 *   files, JSON output and the history write it
 */
const char *
lair_adventure_id (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, NULL);
  return adventures[adventure].id;
}

gboolean
lair_adventure_from_id (const char    *id,
                        LairAdventure *out)
{
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    if (strcmp (id, adventures[i].id) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* The number of rooms (parts) the adventure adds to its dungeon. */
guint
lair_adventure_n_rooms (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, 0);
  return adventures[adventure].n_rooms;
}

/**
 * lair_adventure_has_outcome:
 * @adventure: an adventure
 *
 * Whether each room of @adventure has a drawn outcome, fixed when the
 * dungeon is built or given by a scenario (`adventure:OUTCOME`): which of
 * the Sun and Moon pays, the order of the Monte cards, the Sphinx's rich
 * side, the Scout's centre, whether the Mushroom grows, whether the Little
 * People are Queens. The Banker, the Ferryman, the Poison and the Devil
 * have none.
 *
 * Returns: %TRUE if the rooms of @adventure have an outcome
 */
gboolean
lair_adventure_has_outcome (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, FALSE);
  return adventures[adventure].draw != LAIR_DRAW_NONE;
}

/**
 * lair_adventure_side_from_id:
 * @adventure: an adventure whose chance is one of two sides
 * @text: a side's word in a scenario file ("sun", "queen")
 * @out: (out): the outcome, 0 or 1
 *
 * Returns: %TRUE if @text names a side of @adventure
 */
gboolean
lair_adventure_side_from_id (LairAdventure  adventure,
                             const char    *text,
                             gint8         *out)
{
  const LairAdventureInfo *info = lair_adventure_info (adventure);

  if (info->draw != LAIR_DRAW_EITHER)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (strcmp (text, info->sides[i]) == 0)
      {
        *out = (gint8) i;
        return TRUE;
      }
  return FALSE;
}
