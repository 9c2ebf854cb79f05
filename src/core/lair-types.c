/* lair-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-types.h"

static const struct {
  const char *id;
  guint n_rooms;
  gboolean has_outcome;
} adventures[LAIR_N_ADVENTURES] = {
  [LAIR_ADVENTURE_BANKER]        = { "banker", 3, FALSE },
  [LAIR_ADVENTURE_SUN_MOON]      = { "sun-moon", 3, TRUE },
  [LAIR_ADVENTURE_FERRYMAN]      = { "ferryman", 3, FALSE },
  [LAIR_ADVENTURE_MONTE]         = { "monte", 3, TRUE },
  [LAIR_ADVENTURE_SPHINX]        = { "sphinx", 3, TRUE },
  [LAIR_ADVENTURE_SCOUT]         = { "scout", 3, TRUE },
  [LAIR_ADVENTURE_MUSHROOM]      = { "mushroom", 6, TRUE },
  [LAIR_ADVENTURE_POISON]        = { "poison", 3, FALSE },
  [LAIR_ADVENTURE_DEVIL]         = { "devil", 3, FALSE },
  [LAIR_ADVENTURE_LITTLE_PEOPLE] = { "little-people", 6, TRUE },
};

static const char * const choices[LAIR_N_CHOICES] = {
  "stay", "leave", "bank4", "bank8", "bank12", "sun", "moon", "pay",
  "card1", "card2", "card3", "left", "right", "eat", "deal3", "deal4",
  "deal5", "carry",
};

static const char * const achievements[LAIR_N_ACHIEVEMENTS] = {
  "highest-score", "deepest-explorer", "most-gems-lost", "bold", "timid",
  "psychic", "skynet",
};

const char *
lair_adventure_id (LairAdventure adventure)
{
  g_return_val_if_fail (adventure < LAIR_N_ADVENTURES, NULL);
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
  g_return_val_if_fail (adventure < LAIR_N_ADVENTURES, 0);
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
  g_return_val_if_fail (adventure < LAIR_N_ADVENTURES, FALSE);
  return adventures[adventure].has_outcome;
}

const char *
lair_choice_id (LairChoice choice)
{
  if (choice < 0 || choice >= LAIR_N_CHOICES)
    return "-";
  return choices[choice];
}

gboolean
lair_choice_from_id (const char *id,
                     LairChoice *out)
{
  for (guint i = 0; i < LAIR_N_CHOICES; i++)
    if (strcmp (id, choices[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
lair_end_id (LairDungeonEnd end)
{
  switch (end)
    {
    case LAIR_END_LAIR:
      return "lair";
    case LAIR_END_LEFT:
      return "left";
    case LAIR_END_EXHAUSTED:
      return "exhausted";
    case LAIR_END_NONE:
    default:
      return "none";
    }
}

const char *
lair_achievement_id (LairAchievement achievement)
{
  g_return_val_if_fail (achievement < LAIR_N_ACHIEVEMENTS, NULL);
  return achievements[achievement];
}

gboolean
lair_achievement_from_id (const char      *id,
                          LairAchievement *out)
{
  for (guint i = 0; i < LAIR_N_ACHIEVEMENTS; i++)
    if (strcmp (id, achievements[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

void
lair_options_to_string (guint32     options,
                        const char *sep,
                        GString    *out)
{
  gboolean first = TRUE;

  for (guint i = 0; i < LAIR_N_CHOICES; i++)
    {
      if (!(options & LAIR_OPTION (i)))
        continue;
      if (!first)
        g_string_append (out, sep);
      g_string_append (out, choices[i]);
      first = FALSE;
    }
}
