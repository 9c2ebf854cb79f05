/* store-helper.c — a separate process for the fault tests: one that
 * runs where the history cannot be written, one that gets killed while
 * it writes, one that holds the history's write lock, and one whose
 * folder becomes read-only in the middle of the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE

#include <errno.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <pwd.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "lair-store-private.h"
#include "store-test-util.h"

/* What the helper prints when the system does not let it make the fault:
 * the test then tries another way, or skips. */
#define UNAVAILABLE 77

/* Prints what a game at the end of a session would see. */
static int
record (const char *path)
{
  static const TestSeat seats[] = {
    { "Ann", FALSE, 1, 0, 1, 0, 3, 0 },
    { "Bot", TRUE, 0, 0, 1, 0, 3, 0 },
  };
  static const gint depths[LAIR_N_DUNGEONS] = { 1, 2, 3, 2, 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  const GError *notice;
  LairStoreGameInfo info;
  LairGameRecord game;
  gint64 id = 0;

  store = lair_store_new (path, &error);
  if (store == NULL)
    {
      printf ("open-failed %s\n", error->message);
      return 1;
    }
  notice = lair_store_get_notice (store);
  printf ("writable %d\n", lair_store_get_writable (store));
  printf ("notice %d\n", notice != NULL ? notice->code : -1);

  test_record_init (&game, seats, 2, depths, LAIR_N_DUNGEONS);
  test_info_init (&info, seats, 2, 0);
  if (lair_store_record_game (store, &info, &game, &id, &error))
    printf ("recorded %" G_GINT64_FORMAT "\n", id);
  else
    printf ("not-recorded %d %s\n", error->code, error->message);
  g_clear_error (&error);
  printf ("achievements %u\n", game.seats[0].achievements);
  printf ("games %" G_GINT64_FORMAT "\n", lair_store_count_games (store, NULL));
  return 0;
}

/* Records games until killed, saying which ones are written. */
static int
write_loop (const char *path,
            guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;

  store = lair_store_new (path, &error);
  if (store == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }

  for (;; seed++)
    {
      LairGameRecord game;
      LairStoreGameInfo info;
      gint64 id;

      test_play_game (seed, 1 + seed % LAIR_MAX_PLAYERS, &game, &info);
      if (!lair_store_record_game (store, &info, &game, &id, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      printf ("%" G_GINT64_FORMAT "\n", id);
      fflush (stdout);
    }
}

/* Another Spider Lair in the middle of writing: takes the write lock,
 * says "locked", and holds it until a line or the end of its input. The
 * alarm ends it, and so frees the lock, should the test never answer. */
static int
hold_lock (const char *path)
{
  char line[64];
  sqlite3 *db = NULL;
  int rc;

  alarm (120);
  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (db, "BEGIN EXCLUSIVE", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      printf ("failed %s\n", sqlite3_errstr (rc));
      sqlite3_close (db);
      return 1;
    }
  printf ("locked\n");
  fflush (stdout);

  if (fgets (line, sizeof line, stdin) == NULL)
    line[0] = '\0';
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (db);
  printf ("released\n");
  return 0;
}

static void
print_outcome (guint64   seed,
               gboolean  ok,
               GError   *error)
{
  if (ok)
    printf ("recorded %" G_GUINT64_FORMAT "\n", seed);
  else
    printf ("not-recorded %" G_GUINT64_FORMAT " %d %s\n", seed, error->code, error->message);
  fflush (stdout);
}

static void
record_seed (LairStore *store,
             guint64    seed)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info;
  LairGameRecord game;
  gboolean ok;

  test_play_game (seed, 1 + seed % LAIR_MAX_PLAYERS, &game, &info);
  ok = lair_store_record_game (store, &info, &game, NULL, &error);
  print_outcome (seed, ok, error);
}

/* Enters a mount namespace of its own, where mounts change nothing for
 * the rest of the system. */
static gboolean
enter_mount_namespace (void)
{
  if (unshare (CLONE_NEWNS) != 0)
    {
      printf ("unavailable unshare: %s\n", g_strerror (errno));
      return FALSE;
    }
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      printf ("unavailable private mounts: %s\n", g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

static gboolean
become_nobody (const char *dir)
{
  struct passwd *nobody = getpwnam ("nobody");
  struct group *nogroup = getgrnam ("nogroup");
  gid_t gid;

  if (nobody == NULL)
    {
      printf ("unavailable no user nobody\n");
      return FALSE;
    }
  gid = nogroup != NULL ? nogroup->gr_gid : nobody->pw_gid;
  if (chown (dir, nobody->pw_uid, gid) != 0 || setgroups (0, NULL) != 0 ||
      setresgid (gid, gid, gid) != 0 || setresuid (nobody->pw_uid, nobody->pw_uid, nobody->pw_uid) != 0)
    {
      printf ("unavailable setuid nobody: %s\n", g_strerror (errno));
      return FALSE;
    }
  /* a process that changed user is no longer dumpable, which the
   * sanitizers need to be for their report at exit */
  prctl (PR_SET_DUMPABLE, 1, 0, 0, 0);
  return TRUE;
}

static gboolean
make_read_only (const char *dir,
                gboolean    as_nobody)
{
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);

  if (!as_nobody)
    {
      if (mount (dir, dir, NULL, MS_BIND, NULL) != 0 ||
          mount (NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) != 0)
        {
          printf ("unavailable read-only bind mount: %s\n", g_strerror (errno));
          return FALSE;
        }
    }
  else
    {
      g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
      const char *name;

      while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *file = g_build_filename (dir, name, NULL);

          g_chmod (file, 0444);
        }
      g_chmod (dir, 0555);
    }

  /* read-only for real: nothing new can be made there */
  if (g_file_set_contents (probe, "", 0, NULL))
    {
      printf ("unavailable the folder stayed writable\n");
      return FALSE;
    }
  printf ("read-only\n");
  fflush (stdout);
  return TRUE;
}

/* Records three games, has the folder of the history made read-only as
 * the game goes on, records three more and reads the statistics; then
 * starts again in that folder, as the next launch would. Prints every
 * outcome for the test to check. */
static int
read_only_mid_game (const char *dir,
                    const char *how)
{
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  gboolean as_nobody = g_str_equal (how, "nobody");
  LairStore *store;
  const GError *notice;
  LairStats stats;

  if (as_nobody ? !become_nobody (dir) : !enter_mount_namespace ())
    return UNAVAILABLE;

  store = lair_store_new (path, &error);
  if (store == NULL || !lair_store_get_writable (store))
    {
      printf ("failed %s\n", error != NULL ? error->message : "not writable");
      return 1;
    }
  for (guint64 seed = 1; seed <= 3; seed++)
    record_seed (store, seed);

  if (!make_read_only (dir, as_nobody))
    {
      g_object_unref (store);
      return UNAVAILABLE;
    }
  for (guint64 seed = 4; seed <= 6; seed++)
    record_seed (store, seed);
  if (lair_store_get_stats (store, &stats, &error))
    printf ("stats %" G_GINT64_FORMAT "\n", stats.games_played);
  else
    printf ("stats-failed %d %s\n", error->code, error->message);
  g_clear_error (&error);
  g_object_unref (store);

  store = lair_store_new (path, &error);
  if (store == NULL)
    {
      printf ("failed %s\n", error->message);
      return 1;
    }
  notice = lair_store_get_notice (store);
  printf ("writable %d\n", lair_store_get_writable (store));
  printf ("notice %d %s\n", notice != NULL ? notice->code : -1, notice != NULL ? notice->message : "");
  printf ("games %" G_GINT64_FORMAT "\n", lair_store_count_games (store, NULL));
  record_seed (store, 7);
  g_object_unref (store);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "record"))
    return record (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "write-loop"))
    return write_loop (argv[2], g_ascii_strtoull (argv[3], NULL, 10));
  if (argc == 3 && g_str_equal (argv[1], "hold-lock"))
    return hold_lock (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "read-only-mid-game"))
    return read_only_mid_game (argv[2], argv[3]);

  fprintf (stderr, "usage: %s record DB | write-loop DB SEED | hold-lock DB"
           " | read-only-mid-game DIR mount|nobody\n", argv[0]);
  return 2;
}
