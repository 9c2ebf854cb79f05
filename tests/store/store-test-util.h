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
} TestSeat;

char     *test_make_tmpdir      (void);
/* Opens @path as the application does, listening before anything happens:
 * every notice is copied into @notices (of GError). */
LairStore *test_open_store_listening (const char *path,
                                      GPtrArray  *notices);
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
void      test_exec_sql_file    (const char      *db_path,
                                 const char      *sql_path);

G_END_DECLS
