/* lair-replay.c — playing a scenario and writing what happened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-json-stats.h"
#include "lair-expert.h"
#include "lair-record.h"
#include "lair-rules.h"
#include "lair-scenario.h"
#include "lair-words.h"

typedef struct {
  gint number;
  LairRoom room;
  gint floor;
  double odds;
  double rumor;
  gint bravery;
  gint scout_from;
  gint scout_to;
} Step;

typedef struct {
  LairAdventure adventure;
  LairDungeonEnd end;
  gint depth;
  gint spiders_killed;
  LairRoom layout[LAIR_MAX_ROOMS];
  guint n_rooms;
  GArray *steps;
} Dungeon;

typedef struct {
  LairGame *game;
  LairGameRecord record;
  Dungeon dungeons[LAIR_N_DUNGEONS];
  guint n_dungeons;
} Replay;

static Step *
last_step (Replay *replay)
{
  GArray *steps = replay->dungeons[replay->n_dungeons].steps;

  return &g_array_index (steps, Step, steps->len - 1);
}

static void
replay_event (const LairEvent *event,
              gpointer         user_data)
{
  Replay *replay = user_data;
  LairGame *game = replay->game;
  Dungeon *dungeon = &replay->dungeons[replay->n_dungeons];

  lair_record_event (event, &replay->record);

  switch ((int) event->type)
    {
    case LAIR_EVENT_DUNGEON_BUILT:
      dungeon->adventure = event->dungeon_built.adventure;
      dungeon->steps = g_array_new (FALSE, TRUE, sizeof (Step));
      break;

    case LAIR_EVENT_ROOM_ENTERED:
      {
        Step step = { 0 };

        step.number = event->room_entered.number;
        step.room = *lair_game_get_room (game, event->room_entered.index);
        if (step.room.kind == LAIR_ROOM_LAIR)
          {
            step.odds = 1.0;
            step.bravery = lair_game_get_bravery (game);
          }
        g_array_append_val (dungeon->steps, step);
      }
      break;

    case LAIR_EVENT_DECISION:
      if (event->decision.kind != LAIR_DECISION_SPHINX_COINS)
        {
          Step *step = last_step (replay);

          step->room = *lair_game_get_room (game, (guint) event->decision.room - 1);
          step->floor = lair_game_get_floor_gems (game);
          step->odds = lair_game_get_odds (game);
          step->rumor = lair_game_get_rumor (game);
          step->bravery = lair_game_get_bravery (game);
          step->scout_from = lair_game_get_scout_report (game, &step->scout_to);
        }
      break;

    case LAIR_EVENT_DUNGEON_FINISHED:
      dungeon->end = event->dungeon_finished.end;
      dungeon->depth = event->dungeon_finished.depth;
      dungeon->spiders_killed = event->dungeon_finished.dead_spiders;
      dungeon->n_rooms = lair_game_get_n_rooms (game);
      for (guint i = 0; i < dungeon->n_rooms; i++)
        dungeon->layout[i] = *lair_game_get_room (game, i);
      replay->n_dungeons++;
      break;

    default:
      break;
    }
}

/**
 * lair_room_token:
 * @room: a room of a built dungeon
 * @n_players: N
 *
 * Returns: the room as a scenario token, with lairs and dead spiders
 * marked and adventures with their outcome
 */
char *
lair_room_token (const LairRoom *room,
                 guint           n_players)
{
  const LairAdventureInfo *info;

  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_GEMS:
      return g_strdup_printf ("gems:%d", room->arg);
    case LAIR_ROOM_GOLD:
      return g_strdup ("gold");
    case LAIR_ROOM_WARNING:
      return g_strdup_printf ("warning:%d", room->arg);
    case LAIR_ROOM_LAIR:
      return g_strdup_printf ("lair:%d", room->arg);
    case LAIR_ROOM_DEAD_SPIDER:
      return g_strdup_printf ("dead-spider:%d", room->arg);
    case LAIR_ROOM_ADVENTURE:
    default:
      break;
    }

  if (!lair_adventure_has_outcome (room->adventure))
    return g_strdup ("adventure");

  info = lair_adventure_info (room->adventure);
  switch (info->draw)
    {
    case LAIR_DRAW_EITHER:
      return g_strconcat ("adventure:", info->sides[room->outcome[0] == 0 ? 0 : 1], NULL);
    case LAIR_DRAW_CARDS:
      return g_strdup_printf ("adventure:%d,%d,%d", room->outcome[0], room->outcome[1], room->outcome[2]);
    case LAIR_DRAW_ROOM:
      return g_strdup_printf ("adventure:%d", room->outcome[0]);
    case LAIR_DRAW_NONE:
    default:
      g_assert_not_reached ();
    }
}

static const char *
step_kind (const LairRoom *room)
{
  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_GEMS:
      return "gems";
    case LAIR_ROOM_GOLD:
      return "gold";
    case LAIR_ROOM_WARNING:
      return "warning";
    case LAIR_ROOM_LAIR:
      return "lair";
    case LAIR_ROOM_DEAD_SPIDER:
      return "dead-spider";
    case LAIR_ROOM_ADVENTURE:
    default:
      return lair_adventure_id (room->adventure);
    }
}

static void
write_step (LairJsonWriter *w,
            const Step     *step,
            guint           n_players)
{
  const LairRoom *room = &step->room;

  lair_json_begin_inline_object (w);
  lair_json_key (w, "room");
  lair_json_int (w, step->number);
  lair_json_key (w, "kind");
  lair_json_string (w, step_kind (room));

  if (room->kind == LAIR_ROOM_LAIR)
    {
      lair_json_key (w, "odds");
      lair_json_double3 (w, 1.0);
      lair_json_key (w, "bravery");
      lair_json_int (w, step->bravery);
      lair_json_end_object (w);
      return;
    }

  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_GEMS:
      lair_json_key (w, "gems");
      lair_json_int (w, room->value);
      break;
    case LAIR_ROOM_GOLD:
      lair_json_key (w, "value");
      lair_json_int (w, room->value);
      break;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_DEAD_SPIDER:
      lair_json_key (w, "type");
      lair_json_int (w, room->arg);
      break;
    case LAIR_ROOM_ADVENTURE:
      switch ((LairAdventure) room->adventure)
        {
        case LAIR_ADVENTURE_SUN_MOON:
          lair_json_key (w, "pays");
          lair_json_string (w, room->outcome[0] == 0 ? "sun" : "moon");
          break;
        case LAIR_ADVENTURE_FERRYMAN:
          lair_json_key (w, "toll");
          lair_json_int (w, lair_rules_toll (room->arg));
          break;
        case LAIR_ADVENTURE_MONTE:
          lair_json_key (w, "cards");
          lair_json_begin_inline_array (w);
          for (guint k = 0; k < 3; k++)
            lair_json_int (w, room->outcome[k]);
          lair_json_end_array (w);
          break;
        case LAIR_ADVENTURE_SPHINX:
          {
            gint small = lair_rules_sphinx_coins (n_players);

            lair_json_key (w, "coins");
            lair_json_begin_inline_object (w);
            lair_json_key (w, "left");
            lair_json_int (w, room->outcome[0] == 0 ? 2 * small : small);
            lair_json_key (w, "right");
            lair_json_int (w, room->outcome[0] == 1 ? 2 * small : small);
            lair_json_end_object (w);
          }
          break;
        case LAIR_ADVENTURE_SCOUT:
          lair_json_key (w, "report");
          lair_json_begin_inline_array (w);
          lair_json_int (w, step->scout_from);
          lair_json_int (w, step->scout_to);
          lair_json_end_array (w);
          break;
        case LAIR_ADVENTURE_MUSHROOM:
          lair_json_key (w, "effect");
          lair_json_string (w, room->outcome[0] == 0 ? "grow" : "shrink");
          break;
        case LAIR_ADVENTURE_LITTLE_PEOPLE:
          lair_json_key (w, "group");
          lair_json_string (w, room->outcome[0] == 0 ? "queens" : "changelings");
          break;
        case LAIR_ADVENTURE_BANKER:
        case LAIR_ADVENTURE_POISON:
        case LAIR_ADVENTURE_DEVIL:
        case LAIR_N_ADVENTURES:
        default:
          break;
        }
      break;
    case LAIR_ROOM_LAIR:
    default:
      break;
    }

  lair_json_key (w, "floor");
  lair_json_int (w, step->floor);
  lair_json_key (w, "odds");
  lair_json_double3 (w, step->odds);
  lair_json_key (w, "rumor");
  lair_json_double3 (w, step->rumor);
  lair_json_key (w, "bravery");
  lair_json_int (w, step->bravery);
  lair_json_end_object (w);
}

static void
write_result (Replay  *replay,
              GString *out)
{
  LairGameRecord *record = &replay->record;
  guint n = record->n_players;
  LairJsonWriter w;

  lair_json_writer_init (&w, out);
  lair_json_begin_object (&w);
  lair_json_key (&w, "format");
  lair_json_int (&w, LAIR_SCENARIO_FORMAT);

  lair_json_key (&w, "players");
  lair_json_begin_array (&w);
  for (guint i = 0; i < n; i++)
    {
      const LairSeatRecord *seat = &record->seats[i];

      lair_json_begin_inline_object (&w);
      lair_json_key (&w, "seat");
      lair_json_int (&w, i + 1);
      lair_json_key (&w, "chest");
      lair_json_int (&w, lair_game_seat_get_chest (replay->game, i));
      lair_json_key (&w, "gold_bars");
      lair_json_int (&w, lair_game_seat_get_gold_bars (replay->game, i));
      lair_json_key (&w, "computer");
      lair_json_bool (&w, seat->computer);
      lair_json_key (&w, "achievements");
      lair_json_begin_inline_array (&w);
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        if (seat->achievements & (1u << a))
          lair_json_string (&w, lair_achievement_id (a));
      lair_json_end_array (&w);
      lair_json_end_object (&w);
    }
  lair_json_end_array (&w);

  lair_json_key (&w, "winners");
  lair_json_begin_inline_array (&w);
  for (guint i = 0; i < n; i++)
    if (lair_game_get_winners (replay->game) & (1u << i))
      lair_json_int (&w, i + 1);
  lair_json_end_array (&w);

  lair_json_key (&w, "dungeons");
  lair_json_begin_array (&w);
  for (guint d = 0; d < replay->n_dungeons; d++)
    {
      Dungeon *dungeon = &replay->dungeons[d];

      lair_json_begin_object (&w);
      lair_json_key (&w, "adventure");
      lair_json_string (&w, lair_adventure_id (dungeon->adventure));
      lair_json_key (&w, "end");
      lair_json_string (&w, lair_end_id (dungeon->end));
      lair_json_key (&w, "depth");
      lair_json_int (&w, dungeon->depth);
      lair_json_key (&w, "spiders_killed");
      lair_json_int (&w, dungeon->spiders_killed);
      lair_json_key (&w, "layout");
      lair_json_begin_inline_array (&w);
      for (guint i = 0; i < dungeon->n_rooms; i++)
        {
          g_autofree char *token = lair_room_token (&dungeon->layout[i], n);

          lair_json_string (&w, token);
        }
      lair_json_end_array (&w);
      lair_json_key (&w, "steps");
      lair_json_begin_array (&w);
      for (guint i = 0; i < dungeon->steps->len; i++)
        write_step (&w, &g_array_index (dungeon->steps, Step, i), n);
      lair_json_end_array (&w);
      lair_json_end_object (&w);
    }
  lair_json_end_array (&w);

  lair_json_key (&w, "usage");
  lair_json_write_usage (&w, lair_game_get_usage (replay->game));
  lair_json_key (&w, "stats");
  lair_json_write_stats (&w, &record->stats);
  lair_json_end_object (&w);
}

static gboolean G_GNUC_PRINTF (4, 5)
fail_at (GError **error,
         guint    dungeon,
         guint    row,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, LAIR_SCENARIO_ERROR, 0, "$.dungeons[%u].moves[%u]%s", dungeon, row, message);
  return FALSE;
}

/* The adventure of a dungeon chosen from the seed is known only now. */
static gboolean
check_parts (const LairScenario *sc,
             LairGame           *game,
             GError            **error)
{
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      LairAdventure adventure = lair_game_get_adventure (game, d);
      guint parts = 0;

      if (!sc->scripted[d])
        continue;
      for (guint i = 0; i < sc->scripts[d].n_rooms; i++)
        if (sc->scripts[d].rooms[i].kind == LAIR_ROOM_ADVENTURE &&
            ++parts > lair_adventure_n_rooms (adventure))
          {
            g_set_error (error, LAIR_SCENARIO_ERROR, 0,
                         "$.dungeons[%u].rooms[%u]: %s has at most %u parts",
                         d, i, lair_adventure_id (adventure), lair_adventure_n_rooms (adventure));
            return FALSE;
          }
    }
  return TRUE;
}

/* Takes one row of moves, the computer deciding for its own seats. */
static gboolean
take_row (const LairScenario *sc,
          LairGame           *game,
          guint               d,
          guint               row,
          LairChoice         *choices,
          GError            **error)
{
  const LairChoice *given = &g_array_index (sc->moves[d], LairChoice, row * sc->players);

  for (guint s = 0; s < sc->players; s++)
    {
      guint32 options = lair_game_get_options (game, s);

      /* the computer decides now, unless its decision was recorded */
      if ((sc->computers >> s) & 1 && given[s] == LAIR_CHOICE_NONE)
        {
          choices[s] = lair_ai_choose (game, s);
          continue;
        }

      choices[s] = given[s];
      if (options == 0 && given[s] != LAIR_CHOICE_NONE)
        return fail_at (error, d, row, "[%u]: expected - for a seat not inside", s);
      if (options != 0 && (given[s] == LAIR_CHOICE_NONE || !(options & LAIR_OPTION (given[s]))))
        {
          g_autoptr(GString) list = g_string_new (NULL);

          lair_options_to_string (options, ", ", list);
          return fail_at (error, d, row, "[%u]: expected one of %s", s, list->str);
        }
    }
  return TRUE;
}

/**
 * lair_scenario_replay:
 * @scenario: a scenario
 * @best_score_before: the best winning score of a history, -1 without one
 * @deepest_before: the deepest room of a history, -1 without one
 * @out: where the result is written as JSON
 * @error: where to report a move the game does not allow
 *
 * Plays @scenario; when a dungeon's moves run out the computer decides for
 * the rest of it. Writes to @out only on success.
 */
gboolean
lair_scenario_replay (const LairScenario *sc,
                      gint                best_score_before,
                      gint                deepest_before,
                      GString            *out,
                      GError            **error)
{
  Replay replay = { 0 };
  LairGameConfig config;
  LairChoice choices[LAIR_MAX_PLAYERS];
  guint row = 0;
  gboolean ok = FALSE;

  lair_scenario_to_config (sc, &config);
  lair_record_begin (&replay.record);
  replay.game = lair_game_new (&config);
  lair_game_set_event_func (replay.game, replay_event, &replay);

  if (!check_parts (sc, replay.game, error))
    goto out;

  lair_game_start (replay.game);

  for (;;)
    {
      LairPhase phase = lair_game_get_phase (replay.game);
      guint d = lair_game_get_dungeon (replay.game);
      GArray *moves = sc->moves[d];
      guint n_rows = moves != NULL ? moves->len / sc->players : 0;

      if (phase != LAIR_PHASE_DECISION)
        {
          if (row < n_rows)
            {
              fail_at (error, d, row, ": the dungeon has already ended");
              goto out;
            }
          if (phase == LAIR_PHASE_GAME_OVER)
            break;
          lair_game_next_dungeon (replay.game);
          row = 0;
          continue;
        }

      if (row < n_rows)
        {
          if (!take_row (sc, replay.game, d, row, choices, error))
            goto out;
          row++;
        }
      else
        for (guint s = 0; s < sc->players; s++)
          choices[s] = lair_ai_choose (replay.game, s);

      if (!lair_game_decide (replay.game, choices, NULL))
        g_assert_not_reached ();
    }

  /* Highest Score and Deepest Explorer compare with the history too */
  lair_record_award (&replay.record, best_score_before, deepest_before);
  write_result (&replay, out);
  ok = TRUE;

out:
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_pointer (&replay.dungeons[d].steps, g_array_unref);
  lair_game_free (replay.game);
  return ok;
}

static const char *
decision_id (LairDecisionKind kind)
{
  switch (kind)
    {
    case LAIR_DECISION_SPHINX_DIRECTION:
      return "sphinx-direction";
    case LAIR_DECISION_SPHINX_COINS:
      return "sphinx-coins";
    case LAIR_DECISION_ROOM:
    default:
      return "room";
    }
}

static void
write_advice (const LairTableView    *view,
              const LairExpertAdvice *advice,
              GString                *out)
{
  guint32 options = lair_table_view_get_options (view, advice->seat);
  g_autofree char *sentence = lair_advice_sentence (advice, options, lair_table_view_get_part (view));
  LairJsonWriter w;

  lair_json_writer_init (&w, out);
  lair_json_begin_object (&w);
  lair_json_key (&w, "format");
  lair_json_int (&w, LAIR_SCENARIO_FORMAT);
  lair_json_key (&w, "seat");
  lair_json_int (&w, advice->seat + 1);
  lair_json_key (&w, "dungeon");
  lair_json_int (&w, lair_table_view_get_dungeon (view) + 1);
  lair_json_key (&w, "room");
  lair_json_int (&w, lair_table_view_get_room_number (view));
  lair_json_key (&w, "decision");
  lair_json_string (&w, decision_id (lair_table_view_get_decision_kind (view)));
  lair_json_key (&w, "hand");
  lair_json_int (&w, advice->hand);
  lair_json_key (&w, "chest");
  lair_json_int (&w, lair_table_view_seat_get_chest (view, advice->seat));
  lair_json_key (&w, "odds");
  lair_json_double3 (&w, advice->odds);
  lair_json_key (&w, "rumor");
  lair_json_double3 (&w, advice->rumor);
  lair_json_key (&w, "stay_value");
  lair_json_double3 (&w, advice->stay_value);
  lair_json_key (&w, "games_per_option");
  lair_json_int (&w, advice->rollouts);
  /* what the numbers say, the hint's rule: the option that won most
   * often, if it won clearly */
  lair_json_key (&w, "best");
  if (advice->clear)
    lair_json_string (&w, lair_choice_id (advice->options[advice->likely].choice));
  else
    lair_json_null (&w);
  lair_json_key (&w, "too_close");
  lair_json_bool (&w, !advice->clear);
  /* what an Expert seat plays, by its own rule */
  lair_json_key (&w, "expert");
  lair_json_string (&w, lair_choice_id (advice->options[advice->best].choice));
  lair_json_key (&w, "options");
  lair_json_begin_array (&w);
  for (guint k = 0; k < advice->n_options; k++)
    {
      lair_json_begin_inline_object (&w);
      lair_json_key (&w, "choice");
      lair_json_string (&w, lair_choice_id (advice->options[k].choice));
      lair_json_key (&w, "win");
      if (advice->n_options > 1)
        lair_json_double3 (&w, advice->options[k].win);
      else
        lair_json_null (&w);
      lair_json_key (&w, "margin");
      if (advice->n_options > 1)
        lair_json_double3 (&w, advice->options[k].margin);
      else
        lair_json_null (&w);
      lair_json_key (&w, "average_chest");
      if (advice->n_options > 1)
        lair_json_double3 (&w, advice->options[k].chest);
      else
        lair_json_null (&w);
      lair_json_end_object (&w);
    }
  lair_json_end_array (&w);
  lair_json_key (&w, "advice");
  lair_json_string (&w, sentence);
  lair_json_end_object (&w);
  g_string_append_c (out, '\n');
}

/**
 * lair_scenario_advise:
 * @scenario: a scenario
 * @seat: a seat, from 0
 * @out: where the advice is written as JSON
 * @error: where to report a move the game does not allow, or a seat with
 *   nothing to decide
 *
 * Plays @scenario up to the decision right after its last row of moves
 * (the first decision of the game when it has none), the computer deciding
 * where a dungeon's moves run out before that, and writes the Expert's
 * advice for @seat there: every option's share of simulated wins and the
 * figures behind them. Writes to @out only on success.
 */
gboolean
lair_scenario_advise (const LairScenario *sc,
                      guint               seat,
                      GString            *out,
                      GError            **error)
{
  g_autoptr(LairTableView) view = NULL;
  LairGameConfig config;
  LairChoice choices[LAIR_MAX_PLAYERS];
  LairExpertAdvice advice;
  LairGame *game;
  guint last = 0;
  guint row = 0;
  gboolean ok = FALSE;

  if (seat >= sc->players)
    {
      g_set_error (error, LAIR_SCENARIO_ERROR, 0, "--seat: expected a seat from 1 to %u", sc->players);
      return FALSE;
    }
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    if (sc->moves[d] != NULL && sc->moves[d]->len > 0)
      last = d;

  lair_scenario_to_config (sc, &config);
  game = lair_game_new (&config);
  if (!check_parts (sc, game, error))
    goto out;
  lair_game_start (game);

  for (;;)
    {
      LairPhase phase = lair_game_get_phase (game);
      guint d = lair_game_get_dungeon (game);
      GArray *moves = sc->moves[d];
      guint n_rows = moves != NULL ? moves->len / sc->players : 0;

      if (phase != LAIR_PHASE_DECISION)
        {
          if (row < n_rows || d >= last)
            {
              fail_at (error, d, MIN (row, n_rows), ": the dungeon has ended: no decision follows");
              goto out;
            }
          lair_game_next_dungeon (game);
          row = 0;
          continue;
        }
      if (d == last && row == n_rows)
        break;

      if (row < n_rows)
        {
          if (!take_row (sc, game, d, row, choices, error))
            goto out;
          row++;
        }
      else
        for (guint s = 0; s < sc->players; s++)
          choices[s] = lair_ai_choose (game, s);
      if (!lair_game_decide (game, choices, NULL))
        g_assert_not_reached ();
    }

  view = lair_table_view_new (game);
  if (lair_table_view_get_options (view, seat) == 0)
    {
      g_set_error (error, LAIR_SCENARIO_ERROR, 0, "--seat: seat %u is not inside", seat + 1);
      goto out;
    }
  lair_expert_advise (view, seat, &advice);
  write_advice (view, &advice, out);
  ok = TRUE;

out:
  lair_game_free (game);
  return ok;
}
