/* store-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "lair-game.h"
#include "lair-store-private.h"
#include "store-test-util.h"

char *
test_make_tmpdir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("lair-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      dir = g_dir_open (path, 0, NULL);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          test_remove_tree (child);
        }
    }
  g_remove (path);
}

/* Fills in what the recorder would: winners by money then gold bars,
 * the winning score, the deepest room and the per-game counters that
 * follow from the seats. The other counters are left to the caller. */
void
test_record_init (LairGameRecord *record,
                  const TestSeat *seats,
                  guint           n_seats,
                  const gint     *depths,
                  guint           n_dungeons)
{
  LairStats *stats = &record->stats;
  gint best_chest = G_MININT;
  gint best_bars = G_MININT;

  lair_record_begin (record);
  record->n_players = n_seats;
  record->finished = TRUE;
  for (guint i = 0; i < n_seats; i++)
    {
      LairSeatRecord *seat = &record->seats[i];

      seat->chest = seats[i].chest;
      seat->gold_bars = seats[i].gold_bars;
      seat->computer = seats[i].computer;
      seat->scares = seats[i].scares;
      seat->gems_lost = seats[i].gems_lost;
      seat->deepest = seats[i].deepest;
      seat->psychic_leaves = seats[i].psychic_leaves;
      seat->hints = seats[i].hints;
      if (seat->chest > best_chest || (seat->chest == best_chest && seat->gold_bars > best_bars))
        {
          best_chest = seat->chest;
          best_bars = seat->gold_bars;
        }
    }

  stats->games_played = 1;
  stats->players = n_seats;
  for (guint i = 0; i < n_seats; i++)
    {
      LairSeatRecord *seat = &record->seats[i];

      seat->winner = seat->chest == best_chest && seat->gold_bars == best_bars;
      stats->games_with_ais |= seat->computer;
      stats->games_won_by_ais |= seat->winner && seat->computer;
    }
  record->winning_score = best_chest;
  stats->highest_winning_score = stats->lowest_winning_score = stats->winning_score_sum = best_chest;

  record->n_dungeons = n_dungeons;
  for (guint d = 0; d < n_dungeons; d++)
    {
      record->dungeons[d].adventure = (LairAdventure) (d % LAIR_N_ADVENTURES);
      record->dungeons[d].end = d % 2 ? LAIR_END_LEFT : LAIR_END_LAIR;
      record->dungeons[d].depth = depths[d];
      record->dungeons[d].lair_room = d % 2 ? 0 : depths[d];
      record->deepest = MAX (record->deepest, depths[d]);
      stats->min_depth = d == 0 ? depths[d] : MIN (stats->min_depth, depths[d]);
      stats->max_depth = MAX (stats->max_depth, depths[d]);
    }
}

void
test_info_init (LairStoreGameInfo *info,
                const TestSeat    *seats,
                guint              n_seats,
                gint64             when)
{
  memset (info, 0, sizeof *info);
  info->date = when > 0 ? g_date_time_new_from_unix_utc (when) : NULL;
  info->duration = 90 * G_TIME_SPAN_SECOND;
  info->seed = 42;
  for (guint i = 0; i < n_seats; i++)
    {
      info->seats[i].name = seats[i].name;
      info->seats[i].level = seats[i].computer ? "normal" : NULL;
    }
}

/* A whole game of computers, as the core plays it. */
void
test_play_game (guint64            seed,
                guint              n_players,
                LairGameRecord    *record,
                LairStoreGameInfo *info)
{
  static const char * const names[] = {
    "Computer 1", "Computer 2", "Computer 3", "Computer 4", "Computer 5",
    "Computer 6", "Computer 7", "Computer 8", "Computer 9",
  };
  LairGameConfig config;
  LairGame *game;

  lair_game_config_init (&config, n_players, seed);
  config.computers = (1u << n_players) - 1;
  game = lair_game_new (&config);
  lair_record_begin (record);
  lair_game_set_event_func (game, lair_record_event, record);
  lair_game_reset (game, &config);
  lair_game_play_computers (game);
  g_assert_true (record->finished);
  lair_game_free (game);

  memset (info, 0, sizeof *info);
  info->duration = (GTimeSpan) (seed % 600) * G_TIME_SPAN_SECOND;
  info->seed = seed;
  for (guint i = 0; i < n_players; i++)
    {
      info->seats[i].name = names[i];
      info->seats[i].level = "normal";
    }
}

/* Records a hand-made game and returns its id. */
gint64
test_record (LairStore      *store,
             const TestSeat *seats,
             guint           n_seats,
             const gint     *depths,
             LairGameRecord *record)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info;
  gint64 id = 0;

  test_info_init (&info, seats, n_seats, 0);
  g_assert_true (lair_store_record_game (store, &info, record, &id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

gint64
test_sql_int (LairStore  *store,
              const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_prepare_v2 (lair_store_get_handle (store), sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

/* Runs @sql on the file at @db_path directly, past the store. */
void
test_exec_sql (const char *db_path,
               const char *sql)
{
  char *message = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (db_path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", db_path, message);
  sqlite3_close (db);
}

/* Builds a history of schema @version at @db_path from its SQL fixture,
 * tests/store/fixtures/history-vVERSION.sql. */
void
test_load_fixture (const char *db_path,
                   guint       version)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("history-v%u.sql", version);
  g_autofree char *sql_path = g_test_build_filename (G_TEST_DIST, "store", "fixtures", name, NULL);
  g_autofree char *sql = NULL;

  g_assert_true (g_file_test (sql_path, G_FILE_TEST_IS_REGULAR));
  g_file_get_contents (sql_path, &sql, NULL, &error);
  g_assert_no_error (error);
  test_exec_sql (db_path, sql);
}

/* SQLite finds nothing wrong in the file, opened read-only. */
void
test_assert_whole (const char *db_path)
{
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

void
test_history_set_up (TestHistory   *history,
                     gconstpointer  data)
{
  history->dir = test_make_tmpdir ();
  history->path = g_build_filename (history->dir, "history.db", NULL);
  history->notices = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
}

void
test_history_tear_down (TestHistory   *history,
                        gconstpointer  data)
{
  /* a test may have left the folder read-only */
  g_chmod (history->dir, 0700);
  test_remove_tree (history->dir);
  g_clear_pointer (&history->notices, g_ptr_array_unref);
  g_clear_pointer (&history->path, g_free);
  g_clear_pointer (&history->dir, g_free);
}

static void
notice_cb (LairStore    *store,
           const GError *notice,
           GPtrArray    *notices)
{
  g_ptr_array_add (notices, g_error_copy (notice));
}

/* Opens the history as the application does, listening before anything
 * happens: every notice is copied into @history's notices. */
LairStore *
test_history_open (TestHistory *history)
{
  g_autoptr(GError) error = NULL;
  LairStore *store = g_object_new (LAIR_TYPE_STORE, "path", history->path, NULL);

  g_signal_connect (store, "notice", G_CALLBACK (notice_cb), history->notices);
  g_assert_true (g_initable_init (G_INITABLE (store), NULL, &error));
  g_assert_no_error (error);
  return store;
}

/* Records the computer games of seeds @first_seed and on, 1 + seed % 9
 * players each, in one batch, and closes the history again. */
void
test_history_fill (TestHistory *history,
                   guint64      first_seed,
                   guint        n_games)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = lair_store_new (history->path, &error);

  g_assert_no_error (error);
  g_assert_true (lair_store_begin_batch (store, &error));
  for (guint64 seed = first_seed; seed < first_seed + n_games; seed++)
    {
      LairGameRecord record;
      LairStoreGameInfo info;
      gint64 id = 0;

      test_play_game (seed, 1 + seed % LAIR_MAX_PLAYERS, &record, &info);
      g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
      g_assert_cmpint (id, >, 0);
    }
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
}

/* The damaged files the store moved aside, the logs beside them not
 * counted. */
GPtrArray *
test_history_find_aside (TestHistory *history)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (history->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "history.db.corrupt-") && !g_str_has_suffix (name, "-wal") &&
        !g_str_has_suffix (name, "-journal"))
      g_ptr_array_add (found, g_build_filename (history->dir, name, NULL));
  return found;
}

/* Runs @argv (store-helper, mostly, under whatever makes the fault) and
 * returns what it printed; @exit_status is -1 if it did not exit. */
char *
test_run_helper (const char * const *argv,
                 gint               *exit_status)
{
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strjoinv (" ", (char **) argv);
  g_autofree char *err = NULL;
  char *out = NULL;

  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  *exit_status = g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : -1;
  g_test_message ("%s: status %d\n%s%s", command, *exit_status, out, err);
  return out;
}
