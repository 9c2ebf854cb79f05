/* store-test-util.h — histories made by hand or played by the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-store.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  gboolean computer;
  gint chest;
  gint gold_bars;
  gint scares;
  gint gems_lost;
  gint deepest;
  gint psychic_leaves;
  gint hints;
} TestSeat;

/* What every store test starts from: a folder of its own for the
 * history. Fits g_test_add() as a fixture, or as part of one. */
typedef struct {
  char *dir;            /* a new temporary folder, removed with all it holds */
  char *path;           /* history.db in it, not created */
  GPtrArray *notices;   /* of GError: what stores from test_history_open() said */
} TestHistory;

void       test_history_set_up     (TestHistory   *history,
                                    gconstpointer  data);
void       test_history_tear_down  (TestHistory   *history,
                                    gconstpointer  data);
LairStore *test_history_open       (TestHistory   *history);
void       test_history_fill       (TestHistory   *history,
                                    guint64        first_seed,
                                    guint          n_games);
GPtrArray *test_history_find_aside (TestHistory   *history);

char     *test_make_tmpdir      (void);
void      test_remove_tree      (const char      *path);

void      test_record_init      (LairGameRecord  *record,
                                 const TestSeat  *seats,
                                 guint            n_seats,
                                 const gint      *depths,
                                 guint            n_dungeons);
void      test_info_init        (LairStoreGameInfo *info,
                                 const TestSeat  *seats,
                                 guint            n_seats,
                                 gint64           when);
void      test_play_game        (guint64          seed,
                                 guint            n_players,
                                 LairGameRecord  *record,
                                 LairStoreGameInfo *info);
gint64    test_record           (LairStore       *store,
                                 const TestSeat  *seats,
                                 guint            n_seats,
                                 const gint      *depths,
                                 LairGameRecord  *record);
gint64    test_sql_int          (LairStore       *store,
                                 const char      *sql);
void      test_exec_sql         (const char      *db_path,
                                 const char      *sql);
void      test_load_fixture     (const char      *db_path,
                                 guint            version);
void      test_assert_whole     (const char      *db_path);
char     *test_run_helper       (const char * const *argv,
                                 gint            *exit_status);

G_END_DECLS
