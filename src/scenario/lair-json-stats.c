/* lair-json-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-json-stats.h"

/* The keys of DESIGN.md's `stats` object, in its order; the average
 * winning score stands between the highest and the lowest. */
void
lair_json_write_stats (LairJsonWriter  *w,
                       const LairStats *stats)
{
  const LairStatsField *fields;
  guint n_fields;

  fields = lair_stats_fields (&n_fields);
  lair_json_begin_object (w);
  for (guint i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "lowest_winning_score"))
        {
          lair_json_key (w, "average_winning_score");
          lair_json_double3 (w, lair_stats_average (stats));
        }
      lair_json_key (w, fields[i].key);
      lair_json_int (w, lair_stats_get (stats, &fields[i]));
    }
  lair_json_end_object (w);
}

void
lair_json_write_usage (LairJsonWriter *w,
                       const gint     *usage)
{
  lair_json_begin_inline_object (w);
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    {
      lair_json_key (w, lair_adventure_id (i));
      lair_json_int (w, usage[i]);
    }
  lair_json_end_object (w);
}
