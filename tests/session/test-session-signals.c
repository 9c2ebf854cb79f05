/* test-session-signals.c — the session's signals tell the core's story
 *
 * For every adventure, a game whose first dungeon is scripted to hold all
 * of that adventure's parts is played through the session; the signals,
 * in order and with their payloads, must be exactly the events a bare
 * game of the same configuration and choices reports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game-session-private.h"
#include "session-test-util.h"

/* An event as far as a signal carries it. */
typedef struct {
  gint type;
  gint seat;
  gint a, b, c, d, f;
} Told;

typedef struct {
  LairGameSession *session;
  GArray *told;               /* of Told, from the signals */
  GArray *expected;           /* of Told, from the bare game's events */
  guint entered;              /* rooms entered in the current dungeon */
} Story;

static void
tell (GArray *array,
      gint    type,
      gint    seat,
      gint    a,
      gint    b,
      gint    c,
      gint    d,
      gint    f)
{
  Told told = { type, seat, a, b, c, d, f };

  g_array_append_val (array, told);
}

static gint
player (LairSeat *seat)
{
  g_assert_true (LAIR_IS_SEAT (seat));
  g_assert_cmpint (lair_seat_get_player (seat), >=, 0);
  return lair_seat_get_player (seat);
}

/* What a signal could tell of each event. */
static void
expect_event (const LairEvent *event,
              gpointer         user_data)
{
  Story *story = user_data;
  GArray *x = story->expected;
  gint s = event->seat;

  switch (event->type)
    {
    case LAIR_EVENT_DUNGEON_BUILT:
      tell (x, event->type, -1, event->dungeon_built.dungeon, event->dungeon_built.adventure,
            0, 0, 0);
      break;
    case LAIR_EVENT_ROOM_ENTERED:
      tell (x, event->type, -1, event->room_entered.number, event->room_entered.index,
            event->room_entered.kind, event->room_entered.arg,
            event->room_entered.kind == LAIR_ROOM_ADVENTURE ? event->room_entered.adventure : 0);
      break;
    case LAIR_EVENT_BATS:
      tell (x, event->type, -1, event->bats.room, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_GOLD_FOUND:
      tell (x, event->type, -1, event->gold_found.value, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_GEMS_FOUND:
      tell (x, event->type, -1, event->gems_found.gems, event->gems_found.floor, 0, 0, 0);
      break;
    case LAIR_EVENT_SCOUT_REPORT:
      tell (x, event->type, -1, event->scout_report.from, event->scout_report.to, 0, 0, 0);
      break;
    case LAIR_EVENT_DECISION:
      tell (x, event->type, -1, event->decision.room, event->decision.kind, 0, 0, 0);
      break;
    case LAIR_EVENT_COINS_FOUND:
      tell (x, event->type, -1, event->coins_found.side, event->coins_found.coins,
            event->coins_found.left, 0, 0);
      break;
    case LAIR_EVENT_GEMS_SHARED:
      tell (x, event->type, s, event->gems_shared.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_QUEEN_PAID:
      tell (x, event->type, s, event->queen_paid.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_TOLL_GIFT:
      tell (x, event->type, s, event->toll_gift.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      tell (x, event->type, s, event->changeling_stole.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_TOLL_PAID:
      tell (x, event->type, s, event->toll_paid.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_COINS_SHARED:
      tell (x, event->type, s, event->coins_shared.coins, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_CARRY:
      tell (x, event->type, s, event->carry.changeling, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_CHOICE:
      tell (x, event->type, s, event->choice.choice, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_SPIDER:
      tell (x, event->type, s, event->spider.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_BANKED:
      tell (x, event->type, s, event->banked.gems, event->banked.cash, 0, 0, 0);
      break;
    case LAIR_EVENT_SUN_MOON:
      tell (x, event->type, s, event->sun_moon.choice, event->sun_moon.change, 0, 0, 0);
      break;
    case LAIR_EVENT_MONTE:
      tell (x, event->type, s, event->monte.card, event->monte.change, 0, 0, 0);
      break;
    case LAIR_EVENT_MUSHROOM:
      tell (x, event->type, s, event->mushroom.shares, event->mushroom.ate, 0, 0, 0);
      break;
    case LAIR_EVENT_DEAL:
      tell (x, event->type, s, event->deal.rooms, event->deal.cash, 0, 0, 0);
      break;
    case LAIR_EVENT_SEAT_LEFT:
      tell (x, event->type, s, event->seat_left.gems, event->seat_left.bars,
            event->seat_left.bars_value, event->seat_left.coins, event->seat_left.flags);
      break;
    case LAIR_EVENT_DUNGEON_FINISHED:
      tell (x, event->type, -1, event->dungeon_finished.end, event->dungeon_finished.depth,
            event->dungeon_finished.lair_room, event->dungeon_finished.left_behind, 0);
      break;
    case LAIR_EVENT_GAME_FINISHED:
      tell (x, event->type, -1, event->game_finished.winner_mask, 0, 0, 0, 0);
      break;

    /* shown by properties: the phase, the bravery */
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_BRAVERY:
    case LAIR_N_EVENTS:
    default:
      break;
    }
}

static void
dungeon_started_cb (LairGameSession *session,
                    guint            dungeon,
                    LairAdventure    adventure,
                    Story           *story)
{
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==, 0);
  story->entered = 0;
  tell (story->told, LAIR_EVENT_DUNGEON_BUILT, -1, dungeon - 1, adventure, 0, 0, 0);
}

static void
room_revealed_cb (LairGameSession *session,
                  LairRoomItem    *room,
                  Story           *story)
{
  GListModel *rooms = lair_game_session_get_rooms (session);
  guint number = lair_room_item_get_number (room);
  LairRoomKind kind = lair_room_item_get_kind (room);
  gint arg = 0;
  g_autoptr(LairRoomItem) last = NULL;

  /* the strip already holds it, as the current room */
  story->entered++;
  g_assert_cmpuint (g_list_model_get_n_items (rooms), ==, story->entered);
  last = g_list_model_get_item (rooms, story->entered - 1);
  g_assert_true (last == room);
  g_assert_true (lair_room_item_get_current (room));
  g_assert_true (lair_room_item_get_entered (room));
  g_assert_nonnull (lair_room_item_get_title (room));
  if (story->entered > 1)
    {
      g_autoptr(LairRoomItem) before = g_list_model_get_item (rooms, story->entered - 2);

      g_assert_false (lair_room_item_get_current (before));
    }

  switch (kind)
    {
    case LAIR_ROOM_GEMS:
      arg = lair_room_item_get_level (room);
      break;
    case LAIR_ROOM_WARNING:
      g_assert_nonnull (lair_room_item_get_outcome (room));
      arg = lair_room_item_get_warning_type (room);
      break;
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_DEAD_SPIDER:
      arg = lair_room_item_get_warning_type (room);
      break;
    case LAIR_ROOM_ADVENTURE:
      arg = lair_room_item_get_part (room);
      break;
    case LAIR_ROOM_GOLD:
    default:
      break;
    }

  tell (story->told, LAIR_EVENT_ROOM_ENTERED, -1, number, number - 1, kind, arg,
        kind == LAIR_ROOM_ADVENTURE ? (gint) lair_room_item_get_adventure (room) : 0);
}

static void
bats_disturbed_cb (LairGameSession *session,
                   guint            room,
                   Story           *story)
{
  g_assert_cmpuint (room % 5, ==, 0);
  tell (story->told, LAIR_EVENT_BATS, -1, room, 0, 0, 0, 0);
}

static void
gems_found_cb (LairGameSession *session,
               gint             gems,
               gint             left,
               Story           *story)
{
  LairRoomItem *room = g_list_model_get_item (lair_game_session_get_rooms (session), story->entered - 1);

  g_assert_cmpint (lair_room_item_get_value (room), ==, gems);
  g_object_unref (room);
  tell (story->told, LAIR_EVENT_GEMS_FOUND, -1, gems, left, 0, 0, 0);
}

static void
gems_shared_cb (LairGameSession *session,
                LairSeat        *seat,
                gint             gems,
                Story           *story)
{
  tell (story->told, LAIR_EVENT_GEMS_SHARED, player (seat), gems, 0, 0, 0, 0);
}

static void
gold_found_cb (LairGameSession *session,
               gint             value,
               Story           *story)
{
  tell (story->told, LAIR_EVENT_GOLD_FOUND, -1, value, 0, 0, 0, 0);
}

static void
coins_found_cb (LairGameSession *session,
                gint             side,
                gint             coins,
                gint             left,
                Story           *story)
{
  tell (story->told, LAIR_EVENT_COINS_FOUND, -1, side, coins, left, 0, 0);
}

static void
scout_reported_cb (LairGameSession *session,
                   gint             from,
                   gint             to,
                   Story           *story)
{
  tell (story->told, LAIR_EVENT_SCOUT_REPORT, -1, from, to, 0, 0, 0);
}

/* The seats' own events come only through the event signal */
static void
event_cb (LairGameSession *session,
          const LairEvent *event,
          Story           *story)
{
  gint p = event->seat >= 0 ? lair_seat_get_player (lair_game_session_get_seat (session, event->seat)) : -1;

  switch (event->type)
    {
    case LAIR_EVENT_QUEEN_PAID:
      tell (story->told, LAIR_EVENT_QUEEN_PAID, p, event->queen_paid.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_TOLL_GIFT:
      tell (story->told, LAIR_EVENT_TOLL_GIFT, p, event->toll_gift.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      tell (story->told, LAIR_EVENT_CHANGELING_STOLE, p, event->changeling_stole.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_BANKED:
      tell (story->told, LAIR_EVENT_BANKED, p, event->banked.gems, event->banked.cash, 0, 0, 0);
      break;
    case LAIR_EVENT_SUN_MOON:
      tell (story->told, LAIR_EVENT_SUN_MOON, p, event->sun_moon.choice, event->sun_moon.change, 0, 0, 0);
      break;
    case LAIR_EVENT_MONTE:
      tell (story->told, LAIR_EVENT_MONTE, p, event->monte.card, event->monte.change, 0, 0, 0);
      break;
    case LAIR_EVENT_TOLL_PAID:
      tell (story->told, LAIR_EVENT_TOLL_PAID, p, event->toll_paid.gems, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_COINS_SHARED:
      tell (story->told, LAIR_EVENT_COINS_SHARED, p, event->coins_shared.coins, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_MUSHROOM:
      tell (story->told, LAIR_EVENT_MUSHROOM, p, event->mushroom.shares, event->mushroom.ate, 0, 0, 0);
      break;
    case LAIR_EVENT_DEAL:
      tell (story->told, LAIR_EVENT_DEAL, p, event->deal.rooms, event->deal.cash, 0, 0, 0);
      break;
    case LAIR_EVENT_CARRY:
      tell (story->told, LAIR_EVENT_CARRY, p, event->carry.changeling, 0, 0, 0, 0);
      break;
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DUNGEON_BUILT:
    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_DUNGEON_FINISHED:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      /* told by the signals of their own, checked there */
      break;
    }
}

static void
decision_started_cb (LairGameSession  *session,
                     guint             room,
                     LairDecisionKind  kind,
                     Story            *story)
{
  tell (story->told, LAIR_EVENT_DECISION, -1, room, kind, 0, 0, 0);
}

static void
choices_resolved_cb (LairGameSession *session,
                     GVariant        *choices,
                     Story           *story)
{
  GVariantIter iter;
  guint32 index;
  gint32 choice;

  g_assert_true (g_variant_is_of_type (choices, G_VARIANT_TYPE ("a(ui)")));
  g_variant_iter_init (&iter, choices);
  while (g_variant_iter_next (&iter, "(ui)", &index, &choice))
    tell (story->told, LAIR_EVENT_CHOICE,
          player (lair_game_session_get_seat (session, index)), choice, 0, 0, 0, 0);
}

static void
seat_left_cb (LairGameSession *session,
              LairSeat        *seat,
              gint             gems,
              gint             bars,
              gint             bar_value,
              gint             coins,
              guint            flags,
              Story           *story)
{
  tell (story->told, LAIR_EVENT_SEAT_LEFT, player (seat), gems, bars, bar_value, coins, flags);
}

static void
spider_struck_cb (LairGameSession *session,
                  LairSeat        *seat,
                  gint             gems,
                  Story           *story)
{
  tell (story->told, LAIR_EVENT_SPIDER, player (seat), gems, 0, 0, 0, 0);
}

static void
dungeon_finished_cb (LairGameSession *session,
                     LairDungeonEnd   end,
                     gint             depth,
                     gint             lair_room,
                     gint             left_behind,
                     Story           *story)
{
  GListModel *rooms = lair_game_session_get_rooms (session);
  guint n = g_list_model_get_n_items (rooms);
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);

  /* the rest of the dungeon is revealed */
  g_assert_cmpuint (n, ==, lair_table_view_get_n_rooms (view));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      g_assert_cmpuint (lair_room_item_get_number (room), ==, i + 1);
      g_assert_cmpint (lair_room_item_get_entered (room), ==, i < story->entered);
      g_assert_false (lair_room_item_get_current (room));
    }

  tell (story->told, LAIR_EVENT_DUNGEON_FINISHED, -1, end, depth, lair_room, left_behind, 0);
}

static void
game_finished_cb (LairGameSession      *session,
                  const LairGameRecord *record,
                  Story                *story)
{
  guint32 winners = 0;

  for (guint p = 0; p < record->n_players; p++)
    if (record->seats[p].winner)
      winners |= 1u << p;
  tell (story->told, LAIR_EVENT_GAME_FINISHED, -1, winners, 0, 0, 0, 0);
}

static void
listen (Story *story)
{
#define LISTEN(name, cb) g_signal_connect (story->session, name, G_CALLBACK (cb), story)
  LISTEN ("dungeon-started", dungeon_started_cb);
  LISTEN ("room-revealed", room_revealed_cb);
  LISTEN ("bats-disturbed", bats_disturbed_cb);
  LISTEN ("gems-found", gems_found_cb);
  LISTEN ("gems-shared", gems_shared_cb);
  LISTEN ("gold-found", gold_found_cb);
  LISTEN ("coins-found", coins_found_cb);
  LISTEN ("scout-reported", scout_reported_cb);
  LISTEN ("event", event_cb);
  LISTEN ("decision-started", decision_started_cb);
  LISTEN ("choices-resolved", choices_resolved_cb);
  LISTEN ("seat-left", seat_left_cb);
  LISTEN ("spider-struck", spider_struck_cb);
  LISTEN ("dungeon-finished", dungeon_finished_cb);
  LISTEN ("game-finished", game_finished_cb);
#undef LISTEN
}

static void
add_room (LairDungeonScript *script,
          LairRoomKind       kind,
          guint              arg)
{
  LairRoom *room = &script->rooms[script->n_rooms++];

  memset (room, 0, sizeof *room);
  room->kind = kind;
  room->arg = arg;
}

/* Every part of @adventure, between gems, gold and warnings, before a
 * lair at the end. */
static void
script_dungeon (LairDungeonScript *script,
                LairAdventure      adventure)
{
  memset (script, 0, sizeof *script);
  add_room (script, LAIR_ROOM_GEMS, 14);
  add_room (script, LAIR_ROOM_ADVENTURE, 0);
  add_room (script, LAIR_ROOM_GEMS, 13);
  add_room (script, LAIR_ROOM_WARNING, 1);
  add_room (script, LAIR_ROOM_ADVENTURE, 0);
  add_room (script, LAIR_ROOM_GOLD, 0);
  add_room (script, LAIR_ROOM_ADVENTURE, 0);
  add_room (script, LAIR_ROOM_GEMS, 9);
  add_room (script, LAIR_ROOM_WARNING, 2);
  for (guint i = 3; i < lair_adventure_n_rooms (adventure); i++)
    {
      add_room (script, LAIR_ROOM_ADVENTURE, 0);
      add_room (script, LAIR_ROOM_GEMS, i);
    }
  add_room (script, LAIR_ROOM_GEMS, 12);
  add_room (script, LAIR_ROOM_WARNING, 1);
}

/* In the scripted dungeon the people stay through everything, seat 0
 * always the same way, the others cycling through the ways to stay, and
 * seat 2 leaves at the fourth decision; later dungeons go by the usual
 * policy. */
static void
choose_all (LairGameSession *session)
{
  guint decision = lair_game_session_get_decision (session);

  if (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING)
    return;
  if (lair_game_session_get_dungeon (session) > 1)
    {
      test_humans_choose (session);
      return;
    }

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      LairOptions staying = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);
      g_autoptr(GError) error = NULL;
      LairChoice choice = LAIR_CHOICE_NONE;
      guint n = 0;
      guint nth;

      if (!lair_seat_get_inside (seat) || lair_seat_get_choice (seat) != LAIR_CHOICE_NONE)
        continue;

      if (i == 2 && decision >= 4 && lair_seat_has_option (seat, LAIR_CHOICE_LEAVE))
        choice = LAIR_CHOICE_LEAVE;
      else
        {
          for (guint c = 0; c < LAIR_N_CHOICES; c++)
            n += (staying & LAIR_OPTION (c)) != 0;
          /* seat 0 takes the last way to stay: banking most, dealing
           * longest, carrying, eating, paying */
          nth = i == 0 ? n - 1 : (decision + i) % n;
          for (guint c = 0; c < LAIR_N_CHOICES && choice == LAIR_CHOICE_NONE; c++)
            if ((staying & LAIR_OPTION (c)) && nth-- == 0)
              choice = c;
        }
      lair_game_session_choose (session, i, choice, &error);
      g_assert_no_error (error);
    }
}

static void
assert_same_story (GArray *told,
                   GArray *expected)
{
  for (guint i = 0; i < MIN (told->len, expected->len); i++)
    {
      const Told *t = &g_array_index (told, Told, i);
      const Told *x = &g_array_index (expected, Told, i);

      if (memcmp (t, x, sizeof *t) != 0)
        g_error ("signal %u: told %s seat %d (%d %d %d %d %d), the game said %s seat %d (%d %d %d %d %d)",
                 i, lair_event_type_name (t->type), t->seat, t->a, t->b, t->c, t->d, t->f,
                 lair_event_type_name (x->type), x->seat, x->a, x->b, x->c, x->d, x->f);
    }
  g_assert_cmpuint (told->len, ==, expected->len);
}

static void
test_signals_adventure (gconstpointer data)
{
  LairAdventure adventure = GPOINTER_TO_UINT (data);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
  g_autoptr(GError) error = NULL;
  LairDungeonScript script;
  LairGameConfig config;
  LairGame *game;
  Story story = { 0 };
  guint kinds_told[LAIR_N_EVENTS] = { 0 };

  g_main_context_push_thread_default (context);

  script_dungeon (&script, adventure);
  lair_game_config_init (&config, 3, 500 + adventure);
  config.has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    config.adventures[d] = (adventure + d) % LAIR_N_ADVENTURES;
  config.scripts[0] = &script;

  story.session = test_session_new ();
  story.told = g_array_new (FALSE, FALSE, sizeof (Told));
  story.expected = g_array_new (FALSE, FALSE, sizeof (Told));
  listen (&story);
  test_collect_rows (story.session, rows);

  test_seat (story.session, "hhh");
  g_assert_true (lair_game_session_play_with_config (story.session, &config, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_game_session_get_adventure (story.session), ==, adventure);
  /* a scripted game cannot be saved: its script is not part of a save */
  g_assert_null (lair_game_session_save (story.session));

  while (lair_game_session_get_phase (story.session) != LAIR_SESSION_FINISHED)
    {
      choose_all (story.session);
      test_step (story.session);
    }

  game = test_replay_rows (lair_game_get_config (lair_game_session_get_game (story.session)),
                           rows, expect_event, &story);
  assert_same_story (story.told, story.expected);

  /* the scripted dungeon showed every part of its adventure */
  for (guint i = 0; i < story.told->len; i++)
    kinds_told[g_array_index (story.told, Told, i).type]++;
  g_assert_cmpuint (kinds_told[LAIR_EVENT_ROOM_ENTERED], >=, script.n_rooms);
  g_assert_cmpuint (kinds_told[LAIR_EVENT_SEAT_LEFT], >, 0);
  g_assert_cmpuint (kinds_told[LAIR_EVENT_SPIDER], >, 0);
  g_assert_cmpuint (kinds_told[LAIR_EVENT_GAME_FINISHED], ==, 1);
  g_assert_cmpuint (kinds_told[LAIR_EVENT_DUNGEON_FINISHED], ==, LAIR_N_DUNGEONS);

  switch (adventure)
    {
    case LAIR_ADVENTURE_BANKER:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_BANKED], >, 0);
      break;
    case LAIR_ADVENTURE_SUN_MOON:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_SUN_MOON], >, 0);
      break;
    case LAIR_ADVENTURE_FERRYMAN:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_TOLL_GIFT], >, 0);
      g_assert_cmpuint (kinds_told[LAIR_EVENT_TOLL_PAID], >, 0);
      break;
    case LAIR_ADVENTURE_MONTE:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_MONTE], >, 0);
      break;
    case LAIR_ADVENTURE_SPHINX:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_COINS_FOUND], >, 0);
      g_assert_cmpuint (kinds_told[LAIR_EVENT_COINS_SHARED], >, 0);
      break;
    case LAIR_ADVENTURE_SCOUT:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_SCOUT_REPORT], >, 0);
      break;
    case LAIR_ADVENTURE_MUSHROOM:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_MUSHROOM], >, 0);
      break;
    case LAIR_ADVENTURE_POISON:
      {
        gboolean dead_spider = FALSE;

        for (guint i = 0; i < story.told->len; i++)
          {
            const Told *t = &g_array_index (story.told, Told, i);

            dead_spider |= t->type == LAIR_EVENT_ROOM_ENTERED && t->c == LAIR_ROOM_DEAD_SPIDER;
          }
        g_assert_true (dead_spider);
      }
      break;
    case LAIR_ADVENTURE_DEVIL:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_DEAL], >, 0);
      break;
    case LAIR_ADVENTURE_LITTLE_PEOPLE:
      g_assert_cmpuint (kinds_told[LAIR_EVENT_CARRY], >, 0);
      g_assert_cmpuint (kinds_told[LAIR_EVENT_QUEEN_PAID] + kinds_told[LAIR_EVENT_CHANGELING_STOLE], >, 0);
      break;
    case LAIR_N_ADVENTURES:
    default:
      g_assert_not_reached ();
    }

  lair_game_free (game);
  g_array_unref (story.told);
  g_array_unref (story.expected);
  g_assert_finalize_object (story.session);
  g_main_context_pop_thread_default (context);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      g_autofree char *path = g_strdup_printf ("/session/signals/%s", lair_adventure_id (a));

      g_test_add_data_func (path, GUINT_TO_POINTER (a), test_signals_adventure);
    }

  return g_test_run ();
}
