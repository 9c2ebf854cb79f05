/* test-dungeon-report.c — what a dungeon came to, from the core's events,
 * against the game itself, its record and the session's seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "lair-dungeon-report.h"
#include "lair-game-session.h"
#include "lair-playback.h"
#include "lair-words-summary.h"
#include "session-test-util.h"

/* A whole game followed from its events: a report per dungeon, one that
 * follows the latest dungeon, and the core's own chests at each
 * dungeon's start and end. */
typedef struct {
  LairGame *game;
  LairGameRecord record;
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
  LairDungeonReport *latest;
  gint chest_start[LAIR_N_DUNGEONS][LAIR_MAX_PLAYERS];
  gint chest_end[LAIR_N_DUNGEONS][LAIR_MAX_PLAYERS];
  /* the latest report's view at each dungeon's end */
  gint latest_banked[LAIR_N_DUNGEONS][LAIR_MAX_PLAYERS];
  gint latest_chest[LAIR_N_DUNGEONS][LAIR_MAX_PLAYERS];
  guint dungeon;
  /* what the dungeon held, counted here from the events too */
  gint inside_at_lair[LAIR_N_DUNGEONS];
  gint scout_reports[LAIR_N_DUNGEONS];
  gint queens_paid[LAIR_N_DUNGEONS];
  gint changelings_stole[LAIR_N_DUNGEONS];
  gint monte_wins[LAIR_N_DUNGEONS];
  gint monte_gems[LAIR_N_DUNGEONS];
  gint sun_moon_gems[LAIR_N_DUNGEONS];
  gint toll_gems[LAIR_N_DUNGEONS];
  gint dead_spiders[LAIR_N_DUNGEONS];
  LairDungeonEnd end[LAIR_N_DUNGEONS];
  gint depth[LAIR_N_DUNGEONS];
} Followed;

static void
followed_event_cb (const LairEvent *event,
                   gpointer         data)
{
  Followed *f = data;
  guint n = lair_game_get_n_players (f->game);
  guint d;

  lair_record_event (event, &f->record);
  for (guint i = 0; i < LAIR_N_DUNGEONS; i++)
    lair_dungeon_report_add_event (f->reports[i], event);
  lair_dungeon_report_add_event (f->latest, event);

  if (event->type == LAIR_EVENT_DUNGEON_BUILT)
    {
      f->dungeon = (guint) event->dungeon_built.dungeon;
      for (guint i = 0; i < n; i++)
        f->chest_start[f->dungeon][i] = lair_game_seat_get_chest (f->game, i);
      return;
    }
  d = f->dungeon;
  switch ((gint) event->type)
    {
    case LAIR_EVENT_SPIDER:
      f->inside_at_lair[d]++;
      break;
    case LAIR_EVENT_SCOUT_REPORT:
      f->scout_reports[d]++;
      break;
    case LAIR_EVENT_QUEEN_PAID:
      f->queens_paid[d] += event->queen_paid.gems;
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      f->changelings_stole[d] += event->changeling_stole.gems;
      break;
    case LAIR_EVENT_MONTE:
      f->monte_wins[d] += event->monte.card > 0;
      f->monte_gems[d] += event->monte.change;
      break;
    case LAIR_EVENT_SUN_MOON:
      f->sun_moon_gems[d] += event->sun_moon.change;
      break;
    case LAIR_EVENT_TOLL_PAID:
      f->toll_gems[d] += event->toll_paid.gems;
      break;
    case LAIR_EVENT_DUNGEON_FINISHED:
      f->dead_spiders[d] = event->dungeon_finished.dead_spiders;
      f->end[d] = event->dungeon_finished.end;
      f->depth[d] = event->dungeon_finished.depth;
      for (guint i = 0; i < n; i++)
        {
          f->chest_end[d][i] = lair_game_seat_get_chest (f->game, i);
          f->latest_banked[d][i] = lair_dungeon_report_get_banked (f->latest, i);
          f->latest_chest[d][i] = lair_dungeon_report_get_chest (f->latest, i);
        }
      break;
    default:
      break;
    }
}

static void
followed_init (Followed *f,
               guint     n_players)
{
  memset (f, 0, sizeof *f);
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    f->reports[d] = lair_dungeon_report_new_for_dungeon (n_players, (gint) d);
  f->latest = lair_dungeon_report_new (n_players);
  lair_record_begin (&f->record);
}

static void
followed_clear (Followed *f)
{
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_assert_finalize_object (f->reports[d]);
  g_assert_finalize_object (f->latest);
  g_clear_pointer (&f->game, lair_game_free);
}

/* A choice for seat @i: the computer's, or, for every third seat, any of
 * its options, so that every way to stay is taken now and then. */
static LairChoice
pick (LairGame *game,
      guint     i,
      guint32  *state)
{
  guint32 options = lair_game_get_options (game, i);
  guint n = (guint) __builtin_popcount (options);
  guint k;

  if ((i + (*state & 7)) % 3 != 0 || n == 0)
    return lair_ai_choose (game, i);
  *state = *state * 1664525u + 1013904223u;
  k = (*state >> 16) % n;
  for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
    if ((options & LAIR_OPTION (c)) && k-- == 0)
      return c;
  g_assert_not_reached ();
}

static void
play (Followed *f,
      guint     n_players,
      guint64   seed,
      gboolean  every_adventure)
{
  LairGameConfig config;
  LairChoice choices[LAIR_MAX_PLAYERS];
  guint32 state = (guint32) seed;

  lair_game_config_init (&config, n_players, seed);
  config.computers = (1u << n_players) - 1;
  if (every_adventure)
    {
      config.has_adventures = TRUE;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        config.adventures[d] = (LairAdventure) ((seed + d * 2) % LAIR_N_ADVENTURES);
    }
  followed_init (f, n_players);
  f->game = lair_game_new (&config);
  lair_game_set_event_func (f->game, followed_event_cb, f);
  lair_game_start (f->game);
  while (lair_game_get_phase (f->game) != LAIR_PHASE_GAME_OVER)
    {
      if (lair_game_get_phase (f->game) == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (f->game);
          continue;
        }
      for (guint i = 0; i < n_players; i++)
        choices[i] = lair_game_seat_is_inside (f->game, i) ? pick (f->game, i, &state) : LAIR_CHOICE_NONE;
      g_assert_true (lair_game_decide (f->game, choices, NULL));
    }
}

/* Every report of a game agrees with the game, its record and the
 * events counted on their own */
static void
check_followed (Followed *f)
{
  guint n = lair_game_get_n_players (f->game);
  LairStats sum = { 0 };

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      LairDungeonReport *r = f->reports[d];
      const LairAdventureTotals *t = lair_dungeon_report_get_totals (r);
      gint scared = 0;

      g_assert_cmpint (lair_dungeon_report_get_dungeon (r), ==, (gint) d);
      g_assert_true (lair_dungeon_report_get_finished (r));
      g_assert_cmpint (t->adventure, ==, f->record.dungeons[d].adventure);
      for (guint i = 0; i < n; i++)
        {
          LairDungeonExit exit = lair_dungeon_report_get_exit (r, i);
          gint room = lair_dungeon_report_get_exit_room (r, i);
          g_autofree char *words = lair_words_exit (r, i);

          /* banked is exactly what went into the chest in this dungeon */
          g_assert_cmpint (lair_dungeon_report_get_chest_before (r, i), ==, f->chest_start[d][i]);
          g_assert_cmpint (lair_dungeon_report_get_chest (r, i), ==, f->chest_end[d][i]);
          g_assert_cmpint (lair_dungeon_report_get_banked (r, i), ==, f->chest_end[d][i] - f->chest_start[d][i]);
          /* the report of the latest dungeon said the same then */
          g_assert_cmpint (f->latest_banked[d][i], ==, lair_dungeon_report_get_banked (r, i));
          g_assert_cmpint (f->latest_chest[d][i], ==, lair_dungeon_report_get_chest (r, i));

          g_assert_cmpint (exit, !=, LAIR_DUNGEON_EXIT_INSIDE);
          g_assert_cmpint (room, >=, 1);
          g_assert_cmpint (room, <=, f->depth[d]);
          if (exit == LAIR_DUNGEON_EXIT_SCARED)
            {
              scared++;
              g_assert_cmpint (f->end[d], ==, LAIR_END_LAIR);
              g_assert_cmpint (room, ==, f->record.dungeons[d].lair_room);
              g_assert_cmpint (lair_dungeon_report_get_gems (r, i), ==, 0);
              g_assert_true (g_str_has_prefix (words, "Scared out in room "));
            }
          else
            {
              g_assert_cmpint (lair_dungeon_report_get_lost (r, i), ==, 0);
              g_assert_true (g_str_has_prefix (words, "Left "));
            }
          if (exit == LAIR_DUNGEON_EXIT_EXHAUSTED)
            {
              g_assert_cmpint (f->end[d], ==, LAIR_END_EXHAUSTED);
              g_assert_cmpint (room, ==, f->depth[d]);
            }
          sum.gems_stolen += lair_dungeon_report_get_lost (r, i);
          sum.gems_looted += lair_dungeon_report_get_gems (r, i);
          sum.gold_bars_looted += lair_dungeon_report_get_bars (r, i);
          sum.gold_bars_value += lair_dungeon_report_get_bars_value (r, i);
        }
      g_assert_cmpint (scared, ==, f->inside_at_lair[d]);

      /* the adventure's totals */
      g_assert_cmpint (t->scout_reports, ==, f->scout_reports[d]);
      g_assert_cmpint (t->queens_paid, ==, f->queens_paid[d]);
      g_assert_cmpint (t->changelings_stole, ==, f->changelings_stole[d]);
      g_assert_cmpint (t->monte_wins, ==, f->monte_wins[d]);
      g_assert_cmpint (t->monte_net, ==, f->monte_gems[d]);
      g_assert_cmpint (t->sun_moon_net, ==, f->sun_moon_gems[d]);
      g_assert_cmpint (t->toll_gems, ==, f->toll_gems[d]);
      g_assert_true (t->toll_size == 0 || t->toll_size * t->tolls == t->toll_gems);
      g_assert_cmpint (t->spiders_killed, ==, f->dead_spiders[d]);
      if (t->adventure != LAIR_ADVENTURE_FERRYMAN)
        g_assert_cmpint (t->tolls, ==, 0);
      if (t->adventure != LAIR_ADVENTURE_LITTLE_PEOPLE)
        g_assert_cmpint (t->carried, ==, 0);

      sum.banker_profit += t->exchanged_gems - t->exchange_cash;
      sum.sun_standers += t->sun_standers;
      sum.moon_standers += t->moon_standers;
      sum.lava_lakes_crossed += t->tolls;
      sum.mushrooms_eaten += t->mushrooms_eaten;
      sum.devil_deals += t->deals;
      sum.little_people_helped += t->carried;
      sum.sphinx_coins_looted += t->sphinx_coins;
      sum.spiders_killed += t->spiders_killed;

      /* one line, never one per payment */
      {
        g_autofree char *line = lair_words_adventure_totals (r);

        g_assert_nonnull (line);
        g_assert_cmpuint (strlen (line), >, 0);
        g_assert_null (strchr (line, '\n'));
      }
    }

  /* the game's own counters, summed over its dungeons */
  g_assert_cmpint (sum.gems_stolen, ==, f->record.stats.gems_stolen);
  g_assert_cmpint (sum.gems_looted, ==, f->record.stats.gems_looted);
  g_assert_cmpint (sum.gold_bars_looted, ==, f->record.stats.gold_bars_looted);
  g_assert_cmpint (sum.gold_bars_value, ==, f->record.stats.gold_bars_value);
  g_assert_cmpint (sum.banker_profit, ==, f->record.stats.banker_profit);
  g_assert_cmpint (sum.sun_standers, ==, f->record.stats.sun_standers);
  g_assert_cmpint (sum.moon_standers, ==, f->record.stats.moon_standers);
  g_assert_cmpint (sum.lava_lakes_crossed, ==, f->record.stats.lava_lakes_crossed);
  g_assert_cmpint (sum.mushrooms_eaten, ==, f->record.stats.mushrooms_eaten);
  g_assert_cmpint (sum.devil_deals, ==, f->record.stats.devil_deals);
  g_assert_cmpint (sum.little_people_helped, ==, f->record.stats.little_people_helped);
  g_assert_cmpint (sum.sphinx_coins_looted, ==, f->record.stats.sphinx_coins_looted);
  g_assert_cmpint (sum.spiders_killed, ==, f->record.stats.spiders_killed);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (lair_dungeon_report_get_chest (f->reports[LAIR_N_DUNGEONS - 1], i), ==,
                     f->record.seats[i].chest);
}

/* Hundreds of games of every size and adventure: what each seat banked
 * in each dungeon adds up to its chest, dungeon by dungeon */
static void
test_banked_adds_up (void)
{
  guint seen[LAIR_N_ADVENTURES] = { 0 };
  guint used[LAIR_N_ADVENTURES] = { 0 };

  for (guint64 seed = 1; seed <= 900; seed++)
    {
      guint n = 1 + (guint) (seed % LAIR_MAX_PLAYERS);
      Followed f;

      play (&f, n, seed, seed % 4 != 0);
      check_followed (&f);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          const LairAdventureTotals *t = lair_dungeon_report_get_totals (f.reports[d]);

          seen[t->adventure]++;
          used[t->adventure] += t->tolls + t->exchanges + t->sun_standers + t->moon_standers +
                                t->monte_wins + t->monte_losses + t->monte_evens + t->sphinx_coins + t->scout_reports +
                                t->mushrooms_eaten + t->spiders_killed + t->deals + t->carried;
        }
      followed_clear (&f);
    }
  /* every adventure was played, and did something */
  for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      g_assert_cmpuint (seen[a], >, 50);
      g_assert_cmpuint (used[a], >, 0);
    }
}

/* A stored game played again through lair_playback_play() tells the
 * same dungeons as when it was played */
static void
test_playback_same (void)
{
  for (guint64 seed = 7; seed <= 7 + 9 * 4; seed += 4)
    {
      guint n = 1 + (guint) (seed % LAIR_MAX_PLAYERS);
      g_autoptr(GBytes) packed = NULL;
      LairGameRecord again;
      Followed f;
      LairDungeonReport *replayed[LAIR_N_DUNGEONS];
      gsize length;
      const guint8 *data;

      play (&f, n, seed, TRUE);
      lair_record_award (&f.record, -1, -1);
      packed = lair_playback_pack (&f.record);
      g_assert_nonnull (packed);
      data = g_bytes_get_data (packed, &length);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        replayed[d] = lair_dungeon_report_new_for_dungeon (n, (gint) d);

      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        g_assert_true (lair_playback_play (data, length, seed, (1u << n) - 1,
                                           lair_dungeon_report_add_event_cb, replayed[d], &again));

      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *a = lair_words_summary_row (f.reports[d], i, "Ada");
              g_autofree char *b = lair_words_summary_row (replayed[d], i, "Ada");

              g_assert_cmpstr (a, ==, b);
              g_assert_cmpint (lair_dungeon_report_get_banked (f.reports[d], i), ==,
                               lair_dungeon_report_get_banked (replayed[d], i));
            }
          {
            g_autofree char *a = lair_words_adventure_totals (f.reports[d]);
            g_autofree char *b = lair_words_adventure_totals (replayed[d]);

            g_assert_cmpstr (a, ==, b);
          }
          g_assert_finalize_object (replayed[d]);
        }
      followed_clear (&f);
    }
}

typedef struct {
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
} Reports;

static void
reports_event_cb (const LairEvent *event,
                  gpointer         data)
{
  Reports *r = data;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    lair_dungeon_report_add_event (r->reports[d], event);
}

/* A game played at the table: the seats' chests after each dungeon are
 * what the reports of the same choices say */
static void
test_session_chests (void)
{
  static const char * const tables[] = { "h", "hhcc", "ccccccccc", "c.h.c" };

  for (guint k = 0; k < G_N_ELEMENTS (tables); k++)
    {
      g_autoptr(GMainContext) context = g_main_context_new ();
      g_autoptr(LairGameSession) session = NULL;
      g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
      g_autoptr(GError) error = NULL;
      const LairGameRecord *record;
      LairGameConfig config;
      Reports reports;
      LairGame *game;

      g_main_context_push_thread_default (context);
      session = test_session_new ();
      test_seat (session, tables[k]);
      lair_game_session_set_seed (session, 1000 + k);
      test_collect_rows (session, rows);
      g_assert_true (lair_game_session_play (session, &error));
      g_assert_no_error (error);
      test_play_to_end (session);

      record = lair_game_session_get_record (session);
      lair_game_config_init (&config, record->n_players, 1000 + k);
      config.has_adventures = TRUE;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        config.adventures[d] = record->dungeons[d].adventure;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        reports.reports[d] = lair_dungeon_report_new_for_dungeon (record->n_players, (gint) d);
      game = test_replay_rows (&config, rows, reports_event_cb, &reports);

      for (guint s = 0; s < LAIR_N_SEATS; s++)
        {
          LairSeat *seat = lair_game_session_get_seat (session, s);
          gint p = lair_seat_get_player (seat);
          gint before = 0;

          if (p < 0)
            continue;
          for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
            {
              gint chest = lair_game_session_get_dungeon_chest (session, s, d);

              g_assert_cmpint (lair_dungeon_report_get_chest (reports.reports[d], (guint) p), ==, chest);
              g_assert_cmpint (lair_dungeon_report_get_banked (reports.reports[d], (guint) p), ==, chest - before);
              before = chest;
            }
          g_assert_cmpint (before, ==, lair_seat_get_chest (seat));
        }
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        g_assert_finalize_object (reports.reports[d]);
      lair_game_free (game);
      g_signal_handlers_disconnect_by_data (session, rows);
      lair_game_session_return_to_menu (session);
      g_clear_object (&session);
      g_main_context_pop_thread_default (context);
    }
}

/* Events, as the core would emit them */
static void
feed (LairDungeonReport *report,
      LairEventType      type,
      gint               seat,
      gint               a,
      gint               b,
      gint               c,
      gint               e,
      gint               g,
      gint               h)
{
  LairEvent event = { .type = type, .seat = seat };
  gint *fields = (gint *) &event.game_started;

  fields[0] = a;
  fields[1] = b;
  fields[2] = c;
  fields[3] = e;
  fields[4] = g;
  fields[5] = h;
  lair_dungeon_report_add_event (report, &event);
}

/* The words of a Ferryman dungeon: a seat that left with gems and a bar,
 * one scared out, the tolls in one line */
static void
test_words_ferryman (void)
{
  g_autoptr(LairDungeonReport) report = lair_dungeon_report_new (3);
  g_autofree char *left = NULL;
  g_autofree char *scared = NULL;
  g_autofree char *scared_one = NULL;
  g_autofree char *row = NULL;
  g_autofree char *line = NULL;

  feed (report, LAIR_EVENT_GAME_STARTED, -1, 3, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_DUNGEON_BUILT, -1, 0, LAIR_ADVENTURE_FERRYMAN, 0, 30, 0, 0);
  feed (report, LAIR_EVENT_SEAT_LEFT, 0, 3, 0, 0, 0, 2, LAIR_LEAVE_LAST_DECISION);
  feed (report, LAIR_EVENT_DUNGEON_FINISHED, -1, LAIR_END_LEFT, 2, 0, 0, 0, 0);
  g_assert_cmpint (lair_dungeon_report_get_banked (report, 0), ==, 3);

  feed (report, LAIR_EVENT_DUNGEON_BUILT, -1, 1, LAIR_ADVENTURE_FERRYMAN, 0, 30, 0, 0);
  for (guint i = 0; i < 4; i++)
    feed (report, LAIR_EVENT_TOLL_PAID, (gint) i % 3, 4, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_SEAT_LEFT, 0, 8, 1, 8, 0, 6, LAIR_LEAVE_LAST_DECISION);
  feed (report, LAIR_EVENT_ROOM_ENTERED, -1, 9, 8, LAIR_ROOM_LAIR, 0, 0, 0);
  feed (report, LAIR_EVENT_SPIDER, 1, 12, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_SPIDER, 2, 1, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_DUNGEON_FINISHED, -1, LAIR_END_LAIR, 9, 9, 0, 0, 0);

  g_assert_cmpint (lair_dungeon_report_get_dungeon (report), ==, 1);
  g_assert_cmpint (lair_dungeon_report_get_chest_before (report, 0), ==, 3);
  g_assert_cmpint (lair_dungeon_report_get_banked (report, 0), ==, 16);
  g_assert_cmpint (lair_dungeon_report_get_chest (report, 0), ==, 19);
  left = lair_words_exit (report, 0);
  g_assert_cmpstr (left, ==, "Left in room 6 with 8 gems and a $8 gold bar");
  scared = lair_words_exit (report, 1);
  g_assert_cmpstr (scared, ==, "Scared out in room 9, lost 12 gems");
  scared_one = lair_words_exit (report, 2);
  g_assert_cmpstr (scared_one, ==, "Scared out in room 9, lost 1 gem");
  row = lair_words_summary_row (report, 0, "Ada");
  g_assert_cmpstr (row, ==, "Ada: Left in room 6 with 8 gems and a $8 gold bar. Banked $16, chest $19.");
  line = lair_words_adventure_totals (report);
  g_assert_cmpstr (line, ==, "Ferryman: 4 tolls of 4 gems");

  /* tolls of several sizes are told in all */
  feed (report, LAIR_EVENT_TOLL_PAID, 0, 3, 0, 0, 0, 0, 0);
  g_clear_pointer (&line, g_free);
  line = lair_words_adventure_totals (report);
  g_assert_cmpstr (line, ==, "Ferryman: 5 tolls, 19 gems in all");
}

/* The Little People, and the other ways out */
static void
test_words_little_people (void)
{
  g_autoptr(LairDungeonReport) report = lair_dungeon_report_new_for_dungeon (2, 3);
  g_autofree char *line = NULL;
  g_autofree char *exhausted = NULL;
  g_autofree char *coins = NULL;

  feed (report, LAIR_EVENT_GAME_STARTED, -1, 2, 0, 0, 0, 0, 0);
  /* another dungeon's events leave the report alone, but for the chests */
  feed (report, LAIR_EVENT_DUNGEON_BUILT, -1, 2, LAIR_ADVENTURE_LITTLE_PEOPLE, 0, 30, 0, 0);
  feed (report, LAIR_EVENT_CARRY, 0, FALSE, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_DEAL, 1, 3, 5, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_DUNGEON_FINISHED, -1, LAIR_END_LEFT, 2, 0, 0, 0, 0);
  g_assert_cmpint (lair_dungeon_report_get_dungeon (report), ==, -1);
  g_assert_false (lair_dungeon_report_get_finished (report));

  feed (report, LAIR_EVENT_DUNGEON_BUILT, -1, 3, LAIR_ADVENTURE_LITTLE_PEOPLE, 0, 30, 0, 0);
  for (guint i = 0; i < 6; i++)
    feed (report, LAIR_EVENT_CARRY, (gint) i % 2, i % 3 == 0, 0, 0, 0, 0, 0);
  for (guint i = 0; i < 23; i++)
    feed (report, LAIR_EVENT_QUEEN_PAID, 0, 1, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_CHANGELING_STOLE, 1, 6, 0, 0, 0, 0, 0);
  feed (report, LAIR_EVENT_SEAT_LEFT, 0, 20, 2, 14, 3, 11, LAIR_LEAVE_LAST_DECISION | LAIR_LEAVE_EXHAUSTED);
  feed (report, LAIR_EVENT_SEAT_LEFT, 1, 0, 0, 0, 1, 11, LAIR_LEAVE_LAST_DECISION | LAIR_LEAVE_EXHAUSTED);
  feed (report, LAIR_EVENT_DUNGEON_FINISHED, -1, LAIR_END_EXHAUSTED, 11, 0, 0, 0, 0);

  g_assert_true (lair_dungeon_report_get_finished (report));
  g_assert_cmpint (lair_dungeon_report_get_chest_before (report, 1), ==, 5);
  g_assert_cmpint (lair_dungeon_report_get_chest (report, 0), ==, 37);
  line = lair_words_adventure_totals (report);
  g_assert_cmpstr (line, ==, "Little People: 6 carried; Queens paid 23 gems, changelings stole 6 gems");
  exhausted = lair_words_exit (report, 0);
  g_assert_cmpstr (exhausted, ==, "Left when the rooms ran out, in room 11, with 20 gems, 2 gold bars worth $14 and 3 coins");
  coins = lair_words_exit (report, 1);
  g_assert_cmpstr (coins, ==, "Left when the rooms ran out, in room 11, with 1 coin");
}

int
main (int   argc,
      char *argv[])
{
  /* the words are checked in English */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dungeon-report/banked-adds-up", test_banked_adds_up);
  g_test_add_func ("/dungeon-report/playback", test_playback_same);
  g_test_add_func ("/dungeon-report/session-chests", test_session_chests);
  g_test_add_func ("/dungeon-report/words/ferryman", test_words_ferryman);
  g_test_add_func ("/dungeon-report/words/little-people", test_words_little_people);

  return g_test_run ();
}
