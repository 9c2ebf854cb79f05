/* lair-scenario-export.c — a recorded game as a scenario file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "lair-json-writer.h"
#include "lair-scenario-export.h"
#include "lair-scenario.h"

/* the largest seed a scenario file holds */
#define MAX_SEED G_GINT64_CONSTANT (9007199254740991)

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

  switch ((int) event->type)
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

    default:
      break;
    }
}

/**
 * lair_scenario_export_game:
 * @store: the history
 * @id: a game's id in it
 * @out: where the scenario file is written
 * @error: why the game cannot be exported
 *
 * Writes game @id as a scenario file: its seed, seats, computer levels,
 * adventures and every decision of every seat, the computer's as explicit
 * choices, so that a replay plays it to the same result.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_scenario_export_game (LairStore *store,
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
