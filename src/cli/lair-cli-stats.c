/* lair-cli-stats.c — the history's statistics as text or JSON
 *
 * The store answers the queries; how the answers look on the command line
 * is decided here, the JSON by the writer every command shares.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "lair-json-stats.h"
#include "lair-cli-stats.h"
#include "lair-json-writer.h"

static void
write_json (const LairStats *stats,
            GPtrArray       *players,
            const gint      *usage,
            GString         *out)
{
  LairJsonWriter w;

  lair_json_writer_init (&w, out);
  lair_json_begin_object (&w);

  lair_json_key (&w, "stats");
  lair_json_write_stats (&w, stats);

  lair_json_key (&w, "players");
  lair_json_begin_array (&w);
  for (guint p = 0; p < players->len; p++)
    {
      const LairStorePlayerTotals *totals = g_ptr_array_index (players, p);

      lair_json_begin_inline_object (&w);
      lair_json_key (&w, "name");
      lair_json_string (&w, totals->name);
      lair_json_key (&w, "games");
      lair_json_int (&w, totals->games);
      lair_json_key (&w, "wins");
      lair_json_int (&w, totals->wins);
      lair_json_key (&w, "computer_games");
      lair_json_int (&w, totals->computer_games);
      lair_json_key (&w, "money");
      lair_json_int (&w, totals->money);
      lair_json_key (&w, "gold_bars");
      lair_json_int (&w, totals->gold_bars);
      lair_json_key (&w, "best_score");
      if (totals->best_score < 0)
        lair_json_null (&w);
      else
        lair_json_int (&w, totals->best_score);
      lair_json_key (&w, "achievements");
      lair_json_begin_inline_object (&w);
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        {
          lair_json_key (&w, lair_achievement_id (a));
          lair_json_int (&w, totals->achievements[a]);
        }
      lair_json_end_object (&w);
      lair_json_end_object (&w);
    }
  lair_json_end_array (&w);

  lair_json_key (&w, "usage");
  lair_json_write_usage (&w, usage);

  lair_json_end_object (&w);
}

static void
write_text (LairStore       *store,
            const LairStats *stats,
            GPtrArray       *players,
            const gint      *usage,
            GString         *out)
{
  const LairStatsField *fields;
  guint n_fields;

  if (store != NULL)
    g_string_append_printf (out, _("Game history: %s\n"), lair_store_get_path (store));

  g_string_append_printf (out, "\n%s\n", _("Statistics"));
  fields = lair_stats_fields (&n_fields);
  for (guint i = 0; i < n_fields; i++)
    {
      /* the average stands between the highest and the lowest */
      if (g_str_equal (fields[i].key, "lowest_winning_score"))
        {
          g_string_append_printf (out, "  %-24s ", "average_winning_score");
          lair_json_format_double3 (out, lair_stats_average (stats));
          g_string_append_c (out, '\n');
        }
      g_string_append_printf (out, "  %-24s %" G_GINT64_FORMAT "\n", fields[i].key,
                              lair_stats_get (stats, &fields[i]));
    }

  g_string_append_printf (out, "\n%s\n", _("Players"));
  if (players->len == 0)
    g_string_append_printf (out, "  %s\n", _("No games recorded yet."));
  for (guint p = 0; p < players->len; p++)
    {
      const LairStorePlayerTotals *totals = g_ptr_array_index (players, p);
      gboolean any = FALSE;

      g_string_append_printf (out, "  %s\n", totals->name);
      g_string_append_printf (out, _("    games %" PRId64 ", wins %" PRId64 ", money %" PRId64
                                     ", gold bars %" PRId64 "\n"),
                              totals->games, totals->wins, totals->money, totals->gold_bars);
      g_string_append (out, "    ");
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        if (totals->achievements[a] > 0)
          {
            g_string_append_printf (out, "%s%s ×%" G_GINT64_FORMAT, any ? ", " : "",
                                    lair_achievement_id (a), totals->achievements[a]);
            any = TRUE;
          }
      if (!any)
        g_string_append (out, _("no achievements"));
      g_string_append_c (out, '\n');
    }

  g_string_append_printf (out, "\n%s\n", _("Adventure usage"));
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    g_string_append_printf (out, "  %-24s %d\n", lair_adventure_id (i), usage[i]);
}

/**
 * lair_cli_stats_format:
 * @store: (nullable): the store the figures come from, for its path
 * @stats: the statistics
 * @players: (element-type LairStorePlayerTotals): per-name totals
 * @usage: (array fixed-size=10): the adventure usage counts
 * @json: JSON instead of text
 * @out: where to append
 *
 * Formats what `spider-lair-cli stats` prints. The JSON object has
 * `stats` (the keys of the scenario output's `stats`), `players` and
 * `usage`.
 */
void
lair_cli_stats_format (LairStore       *store,
                       const LairStats *stats,
                       GPtrArray       *players,
                       const gint      *usage,
                       gboolean         json,
                       GString         *out)
{
  if (json)
    write_json (stats, players, usage, out);
  else
    write_text (store, stats, players, usage, out);
}

/**
 * lair_cli_stats_print:
 * @db_path: (nullable): the history file, %NULL for the default one
 * @json: print JSON instead of text
 * @error: why the history could not be read
 *
 * Prints every statistic of the history and the per-name totals to
 * standard output. The history is only read: a missing one prints zeros.
 *
 * Returns: the exit status, 0 on success
 */
int
lair_cli_stats_print (const char  *db_path,
                      gboolean     json,
                      GError     **error)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  gint usage[LAIR_N_ADVENTURES];
  LairStats stats;

  store = lair_store_new_for_reading (db_path, error);
  if (store == NULL)
    return 1;
  if (!lair_store_get_stats (store, &stats, error))
    return 1;
  players = lair_store_get_player_totals (store, error);
  if (players == NULL)
    return 1;
  if (!lair_store_get_usage (store, usage, error))
    return 1;

  lair_cli_stats_format (store, &stats, players, usage, json, out);
  fwrite (out->str, 1, out->len, stdout);
  fflush (stdout);
  return 0;
}
