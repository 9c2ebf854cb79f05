/* test-faults.c — damaged files, read-only places, a full disk and a
 * killed process: the game goes on and nothing is silently lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "lair-store-private.h"
#include "store-test-util.h"

#define A(x) (1u << LAIR_ACHIEVEMENT_##x)

typedef TestHistory Fixture;

static const TestSeat two_seats[] = {
  { "Ann", FALSE, 10, 0, 1, 2, 5, 0 },
  { "Bot", TRUE, 5, 0, 1, 0, 4, 0 },
};
static const gint depths[LAIR_N_DUNGEONS] = { 1, 2, 5, 2, 1 };

static void
assert_recorded (LairStore *store)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info;
  LairGameRecord record;

  test_record_init (&record, two_seats, 2, depths, LAIR_N_DUNGEONS);
  test_info_init (&info, two_seats, 2, 0);
  g_assert_true (lair_store_record_game (store, &info, &record, NULL, &error));
  g_assert_no_error (error);
}

static void
test_not_a_database (Fixture       *f,
                     gconstpointer  data)
{
  static const char text[] = "These are my notes, not a game history.\n";
  g_autoptr(LairStore) store = NULL;
  g_autoptr(LairStore) again = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  const GError *notice;

  g_file_set_contents (f->path, text, -1, &error);
  g_assert_no_error (error);

  store = test_history_open (f);
  g_assert_cmpuint (f->notices->len, ==, 1);
  notice = g_ptr_array_index (f->notices, 0);
  g_assert_error ((GError *) notice, LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT);
  g_assert_nonnull (strstr (notice->message, "history.db.corrupt-"));
  g_assert_error ((GError *) lair_store_get_notice (store), LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT);
  g_assert_true (lair_store_get_writable (store));

  /* the file is kept, byte for byte */
  aside = test_history_find_aside (f);
  g_assert_cmpuint (aside->len, ==, 1);
  g_file_get_contents (g_ptr_array_index (aside, 0), &kept, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, text);

  /* and the new history works */
  assert_recorded (store);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 1);
  g_clear_object (&store);

  /* opening again finds nothing wrong */
  again = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_null (lair_store_get_notice (again));
  g_assert_cmpint (lair_store_count_games (again, NULL), ==, 1);
}

/* Overwrites the root page of the games table. */
static void
damage_games (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;
  gint64 root, page_size;

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT rootpage, (SELECT page_size FROM pragma_page_size)"
                                       " FROM sqlite_master WHERE name = 'games'", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  root = sqlite3_column_int64 (stmt, 0);
  page_size = sqlite3_column_int64 (stmt, 1);
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  g_file_get_contents (f->path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpint ((gint64) length, >=, root * page_size);
  memset (contents + (root - 1) * page_size, 0x5a, (gsize) page_size);
  g_file_set_contents (f->path, contents, (gssize) length, &error);
  g_assert_no_error (error);
}

/* Damage found by a statistic: the history is moved aside then. */
static void
test_damaged_pages_on_read (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  LairStats stats;

  test_history_fill (f, 0, 300);
  damage_games (f);

  store = test_history_open (f);
  if (f->notices->len == 0)
    {
      g_assert_false (lair_store_get_stats (store, &stats, &error));
      g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT);
      g_assert_nonnull (strstr (error->message, "history.db.corrupt-"));
      g_clear_error (&error);
    }
  g_assert_cmpuint (f->notices->len, ==, 1);
  g_assert_error ((GError *) g_ptr_array_index (f->notices, 0), LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT);
  aside = test_history_find_aside (f);
  g_assert_cmpuint (aside->len, ==, 1);

  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stats.games_played, ==, 0);
  assert_recorded (store);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 1);
  g_assert_cmpuint (f->notices->len, ==, 1);
}

/* Damage found while recording: the game goes into the fresh history. */
static void
test_damaged_pages_on_record (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) aside = NULL;

  test_history_fill (f, 0, 300);
  damage_games (f);

  store = test_history_open (f);
  assert_recorded (store);
  g_assert_cmpuint (f->notices->len, ==, 1);
  g_assert_error ((GError *) g_ptr_array_index (f->notices, 0), LAIR_STORE_ERROR, LAIR_STORE_ERROR_CORRUPT);
  aside = test_history_find_aside (f);
  g_assert_cmpuint (aside->len, ==, 1);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 1);
}

/* SQLITE_OPEN_READONLY: what could be read is read; the game is played,
 * its achievements decided, and it is reported as not recorded. */
static void
test_read_only_open (Fixture       *f,
                     gconstpointer  data)
{
  static const TestSeat low[] = { { "Ann", FALSE, 1, 0, 1, 0, 1, 0 } };
  static const gint shallow[LAIR_N_DUNGEONS] = { 1, 1, 1, 1, 1 };
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint usage[LAIR_N_ADVENTURES] = { 0 };
  LairStoreGameInfo info;
  LairGameRecord record;
  LairStats stats;

  test_history_fill (f, 0, 20);
  store = lair_store_new_for_reading (f->path, &error);
  g_assert_no_error (error);
  g_assert_false (lair_store_get_writable (store));

  test_record_init (&record, low, 1, shallow, LAIR_N_DUNGEONS);
  test_info_init (&info, low, 1, 0);
  g_assert_false (lair_store_record_game (store, &info, &record, NULL, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED);
  g_clear_error (&error);
  /* compared with the history it could read: no record beaten */
  g_assert_false (record.seats[0].achievements & A (HIGHEST_SCORE));
  g_assert_false (record.seats[0].achievements & A (DEEPEST_EXPLORER));
  g_assert_true (record.seats[0].achievements & A (TIMID) || record.seats[0].scares > 0);

  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_cmpint (stats.games_played, ==, 20);
  g_assert_false (lair_store_set_usage (store, usage, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_true (lair_store_get_usage (store, usage, &error));
  g_assert_no_error (error);
  g_assert_false (lair_store_begin_batch (store, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED);
}

static void
check_read_only_helper_output (const char *out,
                               gint64      games)
{
  g_autofree char *expected_games = g_strdup_printf ("games %" G_GINT64_FORMAT "\n", games);
  g_autofree char *not_recorded = g_strdup_printf ("not-recorded %d ", LAIR_STORE_ERROR_NOT_RECORDED);
  g_autofree char *notice = g_strdup_printf ("notice %d\n", LAIR_STORE_ERROR_READ_ONLY);

  g_test_message ("%s", out);
  g_assert_nonnull (strstr (out, "writable 0\n"));
  g_assert_nonnull (strstr (out, notice));
  g_assert_nonnull (strstr (out, not_recorded));
  g_assert_nonnull (strstr (out, expected_games));
}

/* A read-only place for real: a read-only bind mount of the history's
 * folder in a private mount namespace, or, where that is not allowed, a
 * process of the user nobody, who may read but not write there. */
static void
test_read_only_location (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "store", "store-helper", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "sub", "history.db", NULL);
  g_autofree char *out = NULL;
  g_autofree char *out_missing = NULL;
  g_autofree char *nobody_out = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint status = -1;
  const char *mount_argv[] = {
    "unshare", "-m", "sh", "-c",
    "mount --bind -o ro \"$1\" \"$1\" && exec \"$2\" record \"$3\"",
    "sh", f->dir, helper, f->path, NULL,
  };
  const char *mount_missing_argv[] = {
    "unshare", "-m", "sh", "-c",
    "mount --bind -o ro \"$1\" \"$1\" && exec \"$2\" record \"$3\"",
    "sh", f->dir, helper, missing, NULL,
  };
  const char *nobody_argv[] = {
    "setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--",
    helper, "record", f->path, NULL,
  };
  g_autoptr(GPtrArray) aside = NULL;
  g_autofree char *unshare = g_find_program_in_path ("unshare");
  g_autofree char *setpriv = g_find_program_in_path ("setpriv");
  gboolean tried = FALSE;

  test_history_fill (f, 0, 12);

  if (unshare != NULL)
    {
      out = test_run_helper (mount_argv, &status);
      if (status == 0)
        {
          tried = TRUE;
          check_read_only_helper_output (out, 12);
          /* nothing in that place was there to hold a history */
          g_clear_pointer (&out_missing, g_free);
          out_missing = test_run_helper (mount_missing_argv, &status);
          g_assert_cmpint (status, ==, 0);
          check_read_only_helper_output (out_missing, 0);
          g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
        }
    }

  g_chmod (f->dir, 0755);
  g_chmod (f->path, 0644);
  if (setpriv != NULL)
    {
      nobody_out = test_run_helper (nobody_argv, &status);
      if (status == 0)
        {
          tried = TRUE;
          check_read_only_helper_output (nobody_out, 12);
        }
    }

  if (!tried)
    {
      g_test_skip ("neither a private mount namespace nor another user is available");
      return;
    }

  /* nothing was written, nothing was moved */
  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_null (lair_store_get_notice (store));
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 12);
  aside = test_history_find_aside (f);
  g_assert_cmpuint (aside->len, ==, 0);
}

/* A full disk, made with max_page_count: the games that fit are written,
 * the first that does not is reported, and everything else goes on. */
static void
test_disk_full (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *limit = NULL;
  LairStats before, after;
  gint64 written = 0;
  gboolean full = FALSE;

  test_history_fill (f, 0, 50);
  store = test_history_open (f);
  g_assert_true (lair_store_get_stats (store, &before, &error));

  limit = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT,
                           test_sql_int (store, "PRAGMA page_count"));
  g_assert_cmpint (sqlite3_exec (lair_store_get_handle (store), limit, NULL, NULL, NULL), ==, SQLITE_OK);

  for (guint g = 0; g < 5000 && !full; g++)
    {
      LairGameRecord record;
      LairStoreGameInfo info;

      test_play_game (10000 + g, 9, &record, &info);
      if (lair_store_record_game (store, &info, &record, NULL, &error))
        {
          written++;
          continue;
        }
      full = TRUE;
      g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED);
      g_assert_nonnull (strstr (error->message, "full"));
      g_clear_error (&error);
      /* the summary still has its achievements */
      g_assert_cmpuint (record.seats[0].achievements | record.seats[1].achievements, !=, 0);
    }
  g_assert_true (full);
  g_assert_cmpuint (f->notices->len, ==, 0);

  /* nothing half-written, all earlier games readable */
  g_assert_cmpint (lair_store_count_games (store, &error), ==, 50 + written);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games WHERE id NOT IN (SELECT game_id FROM seats)"), ==, 0);
  g_assert_true (lair_store_get_stats (store, &after, &error));
  g_assert_no_error (error);
  g_assert_cmpint (after.games_played, ==, before.games_played + written);
  g_assert_true (sqlite3_get_autocommit (lair_store_get_handle (store)));

  /* room again: recording goes on */
  g_assert_cmpint (sqlite3_exec (lair_store_get_handle (store), "PRAGMA max_page_count = 1000000", NULL, NULL, NULL),
                   ==, SQLITE_OK);
  assert_recorded (store);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 50 + written + 1);
}

/* Reads the ids a writer reported, until @until of them or the end. */
static void
read_ids (GDataInputStream *in,
          GArray           *ids,
          guint             until)
{
  while (ids->len < until)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, &error);
      gint64 id;

      g_assert_no_error (error);
      if (line == NULL)
        break;
      id = g_ascii_strtoll (line, NULL, 10);
      g_assert_cmpint (id, >, 0);
      g_array_append_val (ids, id);
    }
}

/* kill -9 in the middle of writing loses at most the game being written. */
static void
test_killed_writer (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "store", "store-helper", NULL);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(GSubprocess) proc = NULL;
      g_autoptr(GDataInputStream) in = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(LairStore) store = NULL;
      g_autofree char *seed = g_strdup_printf ("%u", round * 100000);
      const char *argv[] = { helper, "write-loop", f->path, seed, NULL };
      guint before = ids->len;

      proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      g_assert_no_error (error);
      in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
      read_ids (in, ids, before + (guint) g_test_rand_int_range (20, 300));
      g_subprocess_force_exit (proc);
      g_subprocess_wait (proc, NULL, &error);
      g_assert_no_error (error);
      g_assert_false (g_subprocess_get_if_exited (proc));
      /* what it said before it died counts too */
      read_ids (in, ids, G_MAXUINT);
      g_assert_cmpuint (ids->len, >, before);

      test_assert_whole (f->path);

      store = lair_store_new (f->path, &error);
      g_assert_no_error (error);
      g_assert_null (lair_store_get_notice (store));
      for (guint i = 0; i < ids->len; i++)
        {
          g_autofree char *sql = g_strdup_printf ("SELECT (SELECT COUNT (*) FROM seats WHERE game_id = %" G_GINT64_FORMAT
                                                  ") = players AND (SELECT COUNT (*) FROM dungeons WHERE game_id = id) = 5"
                                                  " FROM games WHERE id = %" G_GINT64_FORMAT,
                                                  g_array_index (ids, gint64, i), g_array_index (ids, gint64, i));

          g_assert_cmpint (test_sql_int (store, sql), ==, 1);
        }
      /* at most the game being written is missing, and no game is partial */
      g_assert_cmpint (lair_store_count_games (store, NULL), >=, ids->len);
      g_assert_cmpint (lair_store_count_games (store, NULL), <=, ids->len + 1);
      g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games AS g WHERE"
                                            " (SELECT COUNT (*) FROM seats WHERE game_id = g.id) != g.players"
                                            " OR (SELECT COUNT (*) FROM dungeons WHERE game_id = g.id) != 5"), ==, 0);
      /* the next writer goes on after the last game written */
      g_array_set_size (ids, 0);
      for (gint64 id = 1; id <= lair_store_count_games (store, NULL); id++)
        g_array_append_val (ids, id);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/store/faults/" path, Fixture, NULL, test_history_set_up, func, test_history_tear_down)

  ADD ("not-a-database", test_not_a_database);
  ADD ("damaged-pages-on-read", test_damaged_pages_on_read);
  ADD ("damaged-pages-on-record", test_damaged_pages_on_record);
  ADD ("read-only-open", test_read_only_open);
  ADD ("read-only-location", test_read_only_location);
  ADD ("disk-full", test_disk_full);
  ADD ("killed-writer", test_killed_writer);

#undef ADD

  return g_test_run ();
}
