/* lair-cli-history.c — the list of the games of the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "lair-cli-history.h"
#include "lair-json-writer.h"

/* a page of the list at a time, so a long history is never held whole */
#define PAGE_GAMES 500

static const char * const sort_ids[LAIR_STORE_N_SORTS] = {
  [LAIR_STORE_SORT_DATE] = "date",
  [LAIR_STORE_SORT_DURATION] = "duration",
  [LAIR_STORE_SORT_PLAYERS] = "players",
  [LAIR_STORE_SORT_WINNING_SCORE] = "score",
  [LAIR_STORE_SORT_DEEPEST] = "depth",
};

/**
 * lair_cli_sort_from_id:
 * @id: `date`, `duration`, `players`, `score` or `depth`
 * @out: (out): the column
 *
 * Returns: whether @id names a column of the history list
 */
gboolean
lair_cli_sort_from_id (const char    *id,
                       LairStoreSort *out)
{
  for (guint i = 0; i < LAIR_STORE_N_SORTS; i++)
    if (g_strcmp0 (id, sort_ids[i]) == 0)
      {
        *out = (LairStoreSort) i;
        return TRUE;
      }
  return FALSE;
}

static void
write_game_json (LairJsonWriter      *w,
                 const LairStoreGame *game)
{
  g_autofree char *date = g_date_time_format_iso8601 (game->date);

  lair_json_begin_object (w);
  lair_json_key (w, "id");
  lair_json_int (w, game->id);
  lair_json_key (w, "date");
  lair_json_string (w, date);
  lair_json_key (w, "duration_ms");
  lair_json_int (w, game->duration / 1000);
  lair_json_key (w, "seed");
  lair_json_int (w, (gint64) game->seed);
  lair_json_key (w, "replay");
  lair_json_bool (w, game->has_replay);
  lair_json_key (w, "seats");
  lair_json_begin_array (w);
  for (guint i = 0; i < game->n_players; i++)
    {
      const LairStoreGameSeat *s = &game->seats[i];

      lair_json_begin_inline_object (w);
      lair_json_key (w, "seat");
      lair_json_int (w, i + 1);
      lair_json_key (w, "name");
      lair_json_string (w, s->name != NULL ? s->name : "");
      lair_json_key (w, "kind");
      lair_json_string (w, s->computer ? "computer" : "human");
      lair_json_key (w, "level");
      if (s->computer && s->level != NULL)
        lair_json_string (w, s->level);
      else
        lair_json_null (w);
      lair_json_key (w, "chest");
      lair_json_int (w, s->chest);
      lair_json_key (w, "gold_bars");
      lair_json_int (w, s->gold_bars);
      lair_json_key (w, "achievements");
      lair_json_begin_inline_array (w);
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        if (s->achievements & (1u << a))
          lair_json_string (w, lair_achievement_id (a));
      lair_json_end_array (w);
      lair_json_end_object (w);
    }
  lair_json_end_array (w);
  lair_json_key (w, "winners");
  lair_json_begin_inline_array (w);
  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].winner)
      lair_json_int (w, i + 1);
  lair_json_end_array (w);
  lair_json_end_object (w);
}

static void
write_game_text (GString             *out,
                 const LairStoreGame *game)
{
  g_autofree char *date = g_date_time_format (game->date, "%Y-%m-%d %H:%M");

  g_string_append_printf (out, "%" G_GINT64_FORMAT "  %s  %s\n", game->id, date,
                          game->has_replay ? _("replay") : _("no replay"));
  for (guint i = 0; i < game->n_players; i++)
    {
      const LairStoreGameSeat *s = &game->seats[i];
      g_autofree char *kind = NULL;

      if (!s->computer)
        kind = g_strdup (_("human"));
      else if (s->level != NULL)
        /* TRANSLATORS: a computer seat and its level, such as “hard” */
        kind = g_strdup_printf (_("computer, %s"), s->level);
      else
        kind = g_strdup (_("computer"));
      /* TRANSLATORS: seat number, name, kind, money in the chest, gold bars */
      g_string_append_printf (out, ngettext ("    %u. %s (%s): chest %d, %d gold bar",
                                             "    %u. %s (%s): chest %d, %d gold bars",
                                             (gulong) ABS (s->gold_bars)),
                              i + 1, s->name != NULL ? s->name : "", kind, s->chest, s->gold_bars);
      if (s->winner)
        g_string_append_printf (out, " — %s", _("winner"));
      g_string_append_c (out, '\n');
    }
}

/**
 * lair_cli_list_history:
 * @store: the history
 * @name: (nullable): only the games with a seat of this name
 * @sort: the column to sort by
 * @ascending: smallest first
 * @json: JSON instead of text
 * @to: where to print
 * @error: why the history could not be read
 *
 * Prints the games of the history with their ids, dates, seats (names,
 * kinds, levels), chests and winners, a page at a time. The JSON object
 * has `games`, a list of objects with `id`, `date` (ISO 8601),
 * `duration_ms`, `seed`, `replay`, `seats` and `winners` (seat numbers
 * from 1).
 *
 * Returns: %TRUE on success
 */
gboolean
lair_cli_list_history (LairStore     *store,
                       const char    *name,
                       LairStoreSort  sort,
                       gboolean       ascending,
                       gboolean       json,
                       FILE          *to,
                       GError       **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  LairJsonWriter w;
  guint offset = 0;
  guint n_games = 0;

  if (json)
    {
      lair_json_writer_init (&w, out);
      lair_json_begin_object (&w);
      lair_json_key (&w, "games");
      lair_json_begin_array (&w);
    }

  for (;;)
    {
      g_autoptr(GPtrArray) page = lair_store_search_history (store, name, sort, ascending,
                                                             offset, PAGE_GAMES, error);

      if (page == NULL)
        return FALSE;
      for (guint i = 0; i < page->len; i++)
        {
          if (json)
            write_game_json (&w, g_ptr_array_index (page, i));
          else
            write_game_text (out, g_ptr_array_index (page, i));
        }
      n_games += page->len;
      fwrite (out->str, 1, out->len, to);
      g_string_truncate (out, 0);
      if (page->len < PAGE_GAMES)
        break;
      offset += PAGE_GAMES;
    }

  if (json)
    {
      lair_json_end_array (&w);
      lair_json_end_object (&w);
    }
  else if (n_games == 0)
    g_string_append_printf (out, "%s\n", _("No games recorded yet."));
  fwrite (out->str, 1, out->len, to);
  fflush (to);
  return TRUE;
}
