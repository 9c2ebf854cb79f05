/* lair-cli-history.c — a recorded game as a scenario file, and the list
 * of the games of the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "lair-cli-history.h"
#include "lair-json-writer.h"
#include "lair-scenario.h"

/* the largest seed a scenario file holds */
#define MAX_SEED G_GINT64_CONSTANT (9007199254740991)

/* a page of the list at a time, so a long history is never held whole */
#define PAGE_GAMES 500

typedef struct {
  guint n_players;
  gint dungeon;
  GArray *rows[LAIR_N_DUNGEONS];  /* of LairChoice, n_players a row */
} Moves;

static void
moves_event_cb (const LairEvent *event,
                gpointer         user_data)
{
  Moves *moves = user_data;
  GArray *rows;

  switch (event->type)
    {
    case LAIR_EVENT_GAME_STARTED:
      moves->n_players = (guint) event->game_started.players;
      break;

    case LAIR_EVENT_DUNGEON_BUILT:
      moves->dungeon = event->dungeon_built.dungeon;
      break;

    case LAIR_EVENT_DECISION:
      rows = moves->rows[moves->dungeon];
      for (guint i = 0; i < moves->n_players; i++)
        {
          LairChoice none = LAIR_CHOICE_NONE;

          g_array_append_val (rows, none);
        }
      break;

    case LAIR_EVENT_CHOICE:
      rows = moves->rows[moves->dungeon];
      g_array_index (rows, LairChoice, rows->len - moves->n_players + (guint) event->seat) = event->choice.choice;
      break;

    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_QUEEN_PAID:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_CHANGELING_STOLE:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_BANKED:
    case LAIR_EVENT_SUN_MOON:
    case LAIR_EVENT_MONTE:
    case LAIR_EVENT_TOLL_PAID:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_COINS_SHARED:
    case LAIR_EVENT_MUSHROOM:
    case LAIR_EVENT_DEAL:
    case LAIR_EVENT_CARRY:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_DUNGEON_FINISHED:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      break;
    }
}

/**
 * lair_cli_export_game:
 * @store: the history
 * @id: a game's id in it
 * @out: where the scenario file is written
 * @error: why the game cannot be exported
 *
 * Writes game @id as a scenario file: its seed, seats, computer levels,
 * adventures and every decision of every seat, the computer's as explicit
 * choices, so that `spider-lair-cli replay` plays it to the same result.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_cli_export_game (LairStore *store,
                      gint64     id,
                      GString   *out,
                      GError   **error)
{
  g_autoptr(LairStoreGame) game = NULL;
  Moves moves = { 0, -1, { NULL } };
  LairJsonWriter w;
  gboolean ok;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    moves.rows[d] = g_array_new (FALSE, FALSE, sizeof (LairChoice));

  ok = lair_store_replay_game (store, id, moves_event_cb, &moves, &game, error);
  if (ok && game->seed > (guint64) MAX_SEED)
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY,
                   _("Game %" PRId64 " has a seed a scenario file cannot hold."), id);
      ok = FALSE;
    }

  if (ok)
    {
      lair_json_writer_init (&w, out);
      lair_json_begin_object (&w);
      lair_json_key (&w, "format");
      lair_json_int (&w, LAIR_SCENARIO_FORMAT);
      lair_json_key (&w, "players");
      lair_json_int (&w, game->n_players);
      lair_json_key (&w, "seed");
      lair_json_int (&w, (gint64) game->seed);

      lair_json_key (&w, "computers");
      lair_json_begin_inline_array (&w);
      for (guint i = 0; i < game->n_players; i++)
        if (game->seats[i].computer)
          lair_json_int (&w, i + 1);
      lair_json_end_array (&w);

      lair_json_key (&w, "levels");
      lair_json_begin_inline_object (&w);
      for (guint i = 0; i < game->n_players; i++)
        {
          LairAiLevel level;

          if (game->seats[i].computer && game->seats[i].level != NULL &&
              lair_ai_level_parse (game->seats[i].level, &level))
            {
              g_autofree char *seat = g_strdup_printf ("%u", i + 1);

              lair_json_key (&w, seat);
              lair_json_string (&w, game->seats[i].level);
            }
        }
      lair_json_end_object (&w);

      lair_json_key (&w, "adventures");
      lair_json_begin_inline_array (&w);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        lair_json_string (&w, lair_adventure_id (game->dungeons[d].adventure));
      lair_json_end_array (&w);

      lair_json_key (&w, "dungeons");
      lair_json_begin_array (&w);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          GArray *rows = moves.rows[d];

          lair_json_begin_object (&w);
          lair_json_key (&w, "moves");
          lair_json_begin_array (&w);
          for (guint r = 0; r + game->n_players <= rows->len; r += game->n_players)
            {
              lair_json_begin_inline_array (&w);
              for (guint i = 0; i < game->n_players; i++)
                {
                  LairChoice choice = g_array_index (rows, LairChoice, r + i);

                  lair_json_string (&w, choice == LAIR_CHOICE_NONE ? "-" : lair_choice_id (choice));
                }
              lair_json_end_array (&w);
            }
          lair_json_end_array (&w);
          lair_json_end_object (&w);
        }
      lair_json_end_array (&w);
      lair_json_end_object (&w);
    }

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_array_unref (moves.rows[d]);
  return ok;
}

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
