/* lair-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-types.h"

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
