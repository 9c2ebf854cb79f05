/* store-helper.c — a separate process for the fault tests: one that
 * runs where the history cannot be written, and one that gets killed
 * while it writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "store-test-util.h"

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

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "record"))
    return record (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "write-loop"))
    return write_loop (argv[2], g_ascii_strtoull (argv[3], NULL, 10));

  fprintf (stderr, "usage: %s record DB | write-loop DB SEED\n", argv[0]);
  return 2;
}
