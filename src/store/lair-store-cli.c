/* lair-store-cli.c — the history's statistics as text or JSON
 *
 * Kept apart from src/cli so the command line tool needs nothing of the
 * store but these two functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lair-store-cli.h"

static void
append_json_string (GString    *out,
                    const char *value)
{
  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

/* Rounded half away from zero to three decimals, printed short, as the
 * other commands print their decimals. */
static void
append_double3 (GString *out,
                double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gint64 thousandths = (gint64) llround (value * 1000.0);
  gint64 whole = thousandths / 1000;
  gint frac = (gint) ABS (thousandths % 1000);
  gsize len;

  g_snprintf (buf, sizeof buf, "%s%" G_GINT64_FORMAT ".%03d",
              thousandths < 0 && whole == 0 ? "-" : "", whole, frac);
  len = strlen (buf);
  while (buf[len - 1] == '0' && buf[len - 2] != '.')
    buf[--len] = '\0';
  g_string_append (out, buf);
}

static void
write_json (const LairStats *stats,
            GPtrArray       *players,
            const gint      *usage,
            GString         *out)
{
  const LairStatsField *fields;
  guint n_fields;

  fields = lair_stats_fields (&n_fields);
  g_string_append (out, "{\n  \"stats\": {\n");
  for (guint i = 0; i < n_fields; i++)
    {
      /* the average stands between the highest and the lowest */
      if (g_str_equal (fields[i].key, "lowest_winning_score"))
        {
          g_string_append (out, "    \"average_winning_score\": ");
          append_double3 (out, lair_stats_average (stats));
          g_string_append (out, ",\n");
        }
      g_string_append_printf (out, "    \"%s\": %" G_GINT64_FORMAT "%s\n", fields[i].key,
                              lair_stats_get (stats, &fields[i]), i + 1 < n_fields ? "," : "");
    }
  g_string_append (out, "  },\n  \"players\": [");

  for (guint p = 0; p < players->len; p++)
    {
      const LairStorePlayerTotals *totals = g_ptr_array_index (players, p);

      g_string_append (out, p == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ");
      append_json_string (out, totals->name);
      g_string_append_printf (out, ", \"games\": %" G_GINT64_FORMAT ", \"wins\": %" G_GINT64_FORMAT
                              ", \"computer_games\": %" G_GINT64_FORMAT ", \"money\": %" G_GINT64_FORMAT
                              ", \"gold_bars\": %" G_GINT64_FORMAT ", \"best_score\": ",
                              totals->games, totals->wins, totals->computer_games, totals->money,
                              totals->gold_bars);
      if (totals->best_score < 0)
        g_string_append (out, "null");
      else
        g_string_append_printf (out, "%" G_GINT64_FORMAT, totals->best_score);
      g_string_append (out, ", \"achievements\": {");
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        g_string_append_printf (out, "%s\"%s\": %" G_GINT64_FORMAT, a == 0 ? "" : ", ",
                                lair_achievement_id (a), totals->achievements[a]);
      g_string_append (out, "}}");
    }
  g_string_append (out, players->len > 0 ? "\n  ],\n" : "],\n");

  g_string_append (out, "  \"usage\": {");
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    g_string_append_printf (out, "%s\"%s\": %d", i == 0 ? "" : ", ", lair_adventure_id (i), usage[i]);
  g_string_append (out, "}\n}\n");
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
      if (g_str_equal (fields[i].key, "lowest_winning_score"))
        {
          g_string_append_printf (out, "  %-24s ", "average_winning_score");
          append_double3 (out, lair_stats_average (stats));
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
      g_string_append_printf (out, _("    games %" G_GINT64_FORMAT ", wins %" G_GINT64_FORMAT
                                     ", money %" G_GINT64_FORMAT ", gold bars %" G_GINT64_FORMAT "\n"),
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
 * lair_store_cli_write_stats:
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
lair_store_cli_write_stats (LairStore       *store,
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
 * lair_store_cli_stats:
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
lair_store_cli_stats (const char *db_path,
                      gboolean    json,
                      GError    **error)
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

  lair_store_cli_write_stats (store, &stats, players, usage, json, out);
  fwrite (out->str, 1, out->len, stdout);
  fflush (stdout);
  return 0;
}
