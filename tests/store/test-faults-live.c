/* test-faults-live.c — faults that strike while the game runs: the
 * history replaced by garbage, its folder made read-only, another
 * Spider Lair holding the write lock, and a disk that fills up. Each
 * time the game goes on, the player is told, and every game the store
 * said it recorded is found again when the history is next opened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "lair-store-private.h"
#include "store-test-util.h"

/* What store-helper prints when the system will not make the fault. */
#define HELPER_UNAVAILABLE 77

typedef struct {
  TestHistory history;
  /* the seeds of the games the store said it recorded, oldest first */
  GArray *kept;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  test_history_set_up (&f->history, data);
  f->kept = g_array_new (FALSE, FALSE, sizeof (guint64));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  test_history_tear_down (&f->history, data);
  g_array_unref (f->kept);
}

/* Opens as the application does, listening before anything happens. */
static LairStore *
open_store (Fixture *f)
{
  LairStore *store = test_history_open (&f->history);

  g_assert_true (lair_store_get_writable (store));
  return store;
}

/* Something the player can be shown: a store error with a message. */
static void
assert_for_player (const GError *error,
                   gint          code)
{
  g_assert_nonnull (error);
  g_test_message ("the player is told: %s", error->message);
  g_assert_error ((GError *) error, LAIR_STORE_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), >, 10);
}

/* Plays the game of @seed and records it, remembering it if the store
 * says it was recorded. */
static gboolean
play_and_record (Fixture   *f,
                 LairStore *store,
                 guint64    seed,
                 GError   **error)
{
  LairStoreGameInfo info;
  LairGameRecord record;
  gint64 id = 0;

  test_play_game (seed, 1 + seed % LAIR_MAX_PLAYERS, &record, &info);
  if (!lair_store_record_game (store, &info, &record, &id, error))
    return FALSE;
  g_assert_cmpint (id, >, 0);
  g_array_append_val (f->kept, seed);
  return TRUE;
}

static void
assert_recorded (Fixture   *f,
                 LairStore *store,
                 guint64    seed)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (play_and_record (f, store, seed, &error));
  g_assert_no_error (error);
}

static void
assert_not_recorded (Fixture    *f,
                     LairStore  *store,
                     guint64     seed,
                     const char *why)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (play_and_record (f, store, seed, &error));
  assert_for_player (error, LAIR_STORE_ERROR_NOT_RECORDED);
  if (why != NULL)
    g_assert_nonnull (strstr (error->message, why));
}

/* A history of @n_games, written and closed, so most of it lives in the
 * file itself and not in the log beside it: a file put in its place
 * takes it away. */
static void
fill (Fixture *f,
      guint    n_games)
{
  test_history_fill (&f->history, 1, n_games);
  for (guint64 seed = 1; seed <= n_games; seed++)
    g_array_append_val (f->kept, seed);
}

/* Opens the history afresh, as the next start does, and checks that it
 * holds exactly the games the store said it recorded, in their order. */
static void
assert_kept (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) page = NULL;
  LairStats stats;

  store = lair_store_new (f->history.path, &error);
  g_assert_no_error (error);
  g_assert_null (lair_store_get_notice (store));
  g_assert_true (lair_store_get_writable (store));
  g_assert_cmpint (lair_store_count_games (store, &error), ==, f->kept->len);
  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_cmpint (stats.games_played, ==, f->kept->len);

  page = lair_store_get_history (store, 0, f->kept->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, f->kept->len);
  for (guint i = 0; i < page->len; i++)
    {
      LairStoreGame *game = g_ptr_array_index (page, page->len - 1 - i);
      guint64 seed = g_array_index (f->kept, guint64, i);

      g_assert_cmpuint (game->seed, ==, seed);
      g_assert_cmpuint (game->n_players, ==, 1 + seed % LAIR_MAX_PLAYERS);
    }
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games AS g WHERE"
                                        " (SELECT COUNT (*) FROM seats WHERE game_id = g.id) != g.players"),
                   ==, 0);
  g_clear_object (&store);
  test_assert_whole (f->history.path);
}

/* Garbage */

typedef enum {
  GARBAGE_RENAMED_OVER,   /* another file renamed to the history's name */
  GARBAGE_OVER_HEADER,    /* the first bytes written over, in place */
  GARBAGE_OVER_ALL,       /* every byte written over, in place */
  GARBAGE_REMOVED,        /* the file deleted */
} Garbage;

static char *
make_garbage (gsize size)
{
  char *garbage = g_malloc (size);

  for (gsize i = 0; i < size; i++)
    garbage[i] = "Not a game history. "[i % 20];
  return garbage;
}

static void
write_over (const char *path,
            const char *garbage,
            gsize       size)
{
  FILE *file = fopen (path, "r+b");

  g_assert_nonnull (file);
  g_assert_cmpuint (fwrite (garbage, 1, size, file), ==, size);
  g_assert_cmpint (fclose (file), ==, 0);
}

/* The file is replaced while a game is played: the game is recorded, the
 * player hears of the file found in the history's place, and the
 * statistics go on. The history the store had open is written back when
 * it still can be; bytes written over in the file itself take their
 * games with them, and the damaged file is kept aside. */
static void
test_garbage (Fixture       *f,
              gconstpointer  data)
{
  Garbage how = GPOINTER_TO_INT (data);
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *garbage = NULL;
  g_autofree char *kept_bytes = NULL;
  gsize garbage_size = 0;
  gsize kept_size = 0;
  GStatBuf st;
  LairStats stats;
  const GError *notice;

  fill (f, 2000);
  store = open_store (f);
  assert_recorded (f, store, 10001);
  assert_recorded (f, store, 10002);

  switch (how)
    {
    case GARBAGE_RENAMED_OVER:
      {
        g_autofree char *other = g_build_filename (f->history.dir, "download.tmp", NULL);

        garbage_size = 100000;
        garbage = make_garbage (garbage_size);
        g_file_set_contents (other, garbage, (gssize) garbage_size, &error);
        g_assert_no_error (error);
        g_assert_cmpint (g_rename (other, f->history.path), ==, 0);
      }
      break;
    case GARBAGE_OVER_HEADER:
      garbage_size = 100;
      garbage = make_garbage (garbage_size);
      write_over (f->history.path, garbage, garbage_size);
      break;
    case GARBAGE_OVER_ALL:
      g_assert_cmpint (g_stat (f->history.path, &st), ==, 0);
      garbage_size = (gsize) st.st_size;
      garbage = make_garbage (garbage_size);
      write_over (f->history.path, garbage, garbage_size);
      break;
    case GARBAGE_REMOVED:
      g_assert_cmpint (g_remove (f->history.path), ==, 0);
      break;
    default:
      g_assert_not_reached ();
    }

  /* the games written over are gone with the bytes that held them */
  if (how == GARBAGE_OVER_ALL)
    g_array_set_size (f->kept, 0);

  /* the game is played and recorded where the next start will find it */
  assert_recorded (f, store, 10003);
  g_assert_cmpuint (f->history.notices->len, ==, 1);
  notice = g_ptr_array_index (f->history.notices, 0);
  assert_for_player (notice, LAIR_STORE_ERROR_CORRUPT);
  g_assert_true (lair_store_get_writable (store));

  /* the statistics go on, from the history written back */
  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stats.games_played, ==, f->kept->len);
  assert_recorded (f, store, 10004);
  g_assert_cmpuint (f->history.notices->len, ==, 1);
  g_clear_object (&store);

  /* what was found in the history's place is kept for whoever wants it */
  aside = test_history_find_aside (&f->history);
  if (how == GARBAGE_REMOVED)
    {
      g_assert_cmpuint (aside->len, ==, 0);
    }
  else
    {
      g_assert_cmpuint (aside->len, ==, 1);
      g_assert_nonnull (strstr (notice->message, "history.db.corrupt-"));
      g_file_get_contents (g_ptr_array_index (aside, 0), &kept_bytes, &kept_size, &error);
      g_assert_no_error (error);
      if (how == GARBAGE_RENAMED_OVER)
        {
          g_assert_cmpuint (kept_size, ==, garbage_size);
          g_assert_cmpmem (kept_bytes, kept_size, garbage, garbage_size);
        }
      else
        {
          g_assert_cmpuint (kept_size, >, 0);
        }
    }

  assert_kept (f);
}

/* The folder made read-only mid-game */

/* Checks what the helper saw: the games before the folder became
 * read-only recorded; those after recorded, or refused in words the
 * player can be shown; the next start in that folder reading every one
 * of them and saying games will not be recorded. */
static void
check_read_only_lines (Fixture    *f,
                       const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *stats = NULL;
  g_autofree char *games = NULL;
  g_autofree char *notice = g_strdup_printf ("notice %d ", LAIR_STORE_ERROR_READ_ONLY);
  g_autofree char *refused = g_strdup_printf ("not-recorded 7 %d ", LAIR_STORE_ERROR_NOT_RECORDED);

  g_assert_cmpuint (g_strv_length (lines), >=, 12);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autofree char *ok = g_strdup_printf ("recorded %" G_GUINT64_FORMAT, seed);

      g_assert_cmpstr (lines[seed - 1], ==, ok);
      g_array_append_val (f->kept, seed);
    }
  g_assert_cmpstr (lines[3], ==, "read-only");

  /* Linux keeps the files already open writable, so the games of the
   * running game may still be written */
  for (guint64 seed = 4; seed <= 6; seed++)
    {
      g_autofree char *ok = g_strdup_printf ("recorded %" G_GUINT64_FORMAT, seed);
      g_autofree char *not_ok = g_strdup_printf ("not-recorded %" G_GUINT64_FORMAT " %d ",
                                                 seed, LAIR_STORE_ERROR_NOT_RECORDED);
      const char *line = lines[seed];

      if (g_str_equal (line, ok))
        g_array_append_val (f->kept, seed);
      else
        g_assert_true (g_str_has_prefix (line, not_ok) && strlen (line) > strlen (not_ok) + 10);
    }

  stats = g_strdup_printf ("stats %u", f->kept->len);
  g_assert_cmpstr (lines[7], ==, stats);

  /* the next start there */
  g_assert_cmpstr (lines[8], ==, "writable 0");
  g_assert_true (g_str_has_prefix (lines[9], notice));
  games = g_strdup_printf ("games %u", f->kept->len);
  g_assert_cmpstr (lines[10], ==, games);
  g_assert_true (g_str_has_prefix (lines[11], refused));
}

/* The folder of the history becomes read-only while the game runs: for
 * real, by a read-only bind mount in a private mount namespace, or, where
 * that is not allowed, as the user nobody who owns the files and takes
 * away their write permissions. */
static void
test_read_only_mid_game (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "store", "store-helper", NULL);
  static const char * const ways[] = { "mount", "nobody" };
  g_autoptr(GPtrArray) aside = NULL;
  gboolean tried = FALSE;

  for (guint w = 0; w < G_N_ELEMENTS (ways) && !tried; w++)
    {
      const char *argv[] = { helper, "read-only-mid-game", f->history.dir, ways[w], NULL };
      g_autofree char *out = NULL;
      gint status = -1;

      out = test_run_helper (argv, &status);
      if (status == HELPER_UNAVAILABLE)
        continue;
      g_assert_cmpint (status, ==, 0);
      check_read_only_lines (f, out);
      tried = TRUE;
    }
  if (!tried)
    {
      g_test_skip ("neither a private mount namespace nor the user nobody is available");
      return;
    }

  /* writable again: every game recorded is there, nothing was moved */
  g_chmod (f->history.dir, 0700);
  g_chmod (f->history.path, 0600);
  aside = test_history_find_aside (&f->history);
  g_assert_cmpuint (aside->len, ==, 0);
  assert_kept (f);
}

/* Another Spider Lair holding the write lock */

/* The write lock held past the busy timeout by another process: the game
 * is reported as not recorded after that wait, never hangs, loses
 * nothing, and the next game is recorded once the lock is free. */
static void
test_busy (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "store", "store-helper", NULL);
  const char *argv[] = { helper, "hold-lock", f->history.path, NULL };
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) from_helper = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *last = NULL;
  LairStats stats;

  store = open_store (f);
  for (guint64 seed = 1; seed <= 3; seed++)
    assert_recorded (f, store, seed);

  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  from_helper = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
  line = g_data_input_stream_read_line_utf8 (from_helper, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "locked");

  assert_not_recorded (f, store, 4, "another Spider Lair");

  /* reading does not wait for the writer */
  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stats.games_played, ==, 3);
  g_assert_cmpuint (f->history.notices->len, ==, 0);

  g_output_stream_write_all (g_subprocess_get_stdin_pipe (proc), "release\n", 8, NULL, NULL, &error);
  g_assert_no_error (error);
  last = g_data_input_stream_read_line_utf8 (from_helper, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (last, ==, "released");
  g_assert_true (g_subprocess_wait_check (proc, NULL, &error));
  g_assert_no_error (error);

  assert_recorded (f, store, 5);
  g_clear_object (&store);
  assert_kept (f);
}

/* A full disk */

static void
set_room (LairStore *store,
          gint64     pages)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT, pages);

  g_assert_cmpint (sqlite3_exec (lair_store_get_handle (store), sql, NULL, NULL, NULL), ==, SQLITE_OK);
}

/* The disk fills up in the middle of a run of games, one recorded at a
 * time as the player plays them: the games before stay, every game that
 * does not fit is reported, and recording resumes once there is room. */
static void
test_disk_full (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  guint64 seed = 1;
  guint refused = 0;

  store = open_store (f);
  for (; seed <= 10; seed++)
    assert_recorded (f, store, seed);

  set_room (store, test_sql_int (store, "PRAGMA page_count"));
  for (; seed <= 2000 && refused < 5; seed++)
    {
      g_autoptr(GError) error = NULL;

      /* a smaller game may still fit where a bigger one did not */
      if (play_and_record (f, store, seed, &error))
        continue;
      assert_for_player (error, LAIR_STORE_ERROR_NOT_RECORDED);
      g_assert_nonnull (strstr (error->message, "full"));
      refused++;
    }
  g_assert_cmpuint (refused, ==, 5);
  g_assert_cmpuint (f->history.notices->len, ==, 0);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, f->kept->len);

  set_room (store, 1000000);
  for (guint64 last = seed + 3; seed < last; seed++)
    assert_recorded (f, store, seed);
  g_clear_object (&store);
  assert_kept (f);
}

/* The same in a batch, as `spider-lair-cli simulate --record` writes: a
 * full disk may undo the games not yet committed, and then the error
 * says how many; the batch goes on once there is room again. */
static void
test_disk_full_batch (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed = 1;
  guint in_batch = 0;
  guint refused = 0;

  store = open_store (f);
  for (; seed <= 10; seed++)
    assert_recorded (f, store, seed);

  g_assert_true (lair_store_begin_batch (store, &error));
  for (; seed <= 30; seed++, in_batch++)
    assert_recorded (f, store, seed);

  set_room (store, test_sql_int (store, "PRAGMA page_count"));
  for (; seed <= 2000 && refused == 0; seed++)
    {
      g_autofree char *lost = NULL;

      if (play_and_record (f, store, seed, &error))
        {
          in_batch++;
          continue;
        }
      assert_for_player (error, LAIR_STORE_ERROR_NOT_RECORDED);
      g_assert_nonnull (strstr (error->message, "full"));
      refused++;

      /* nothing of this batch was committed yet: either all of it stays
       * in the transaction, or the error names every game undone */
      lost = g_strdup_printf (" %u games before it", in_batch);
      if (strstr (error->message, lost) != NULL)
        g_array_set_size (f->kept, f->kept->len - in_batch);
      else
        g_assert_null (strstr (error->message, "before it"));
      g_clear_error (&error);
    }
  g_assert_cmpuint (refused, ==, 1);

  set_room (store, 1000000);
  for (guint64 last = seed + 3; seed < last; seed++)
    assert_recorded (f, store, seed);
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->history.notices->len, ==, 0);
  g_clear_object (&store);
  assert_kept (f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, data, func) \
  g_test_add ("/store/faults-live/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)

  ADD ("garbage/renamed-over", GINT_TO_POINTER (GARBAGE_RENAMED_OVER), test_garbage);
  ADD ("garbage/over-header", GINT_TO_POINTER (GARBAGE_OVER_HEADER), test_garbage);
  ADD ("garbage/over-all", GINT_TO_POINTER (GARBAGE_OVER_ALL), test_garbage);
  ADD ("garbage/removed", GINT_TO_POINTER (GARBAGE_REMOVED), test_garbage);
  ADD ("read-only-mid-game", NULL, test_read_only_mid_game);
  ADD ("busy", NULL, test_busy);
  ADD ("disk-full", NULL, test_disk_full);
  ADD ("disk-full-batch", NULL, test_disk_full_batch);

#undef ADD

  return g_test_run ();
}
