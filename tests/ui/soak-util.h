/* soak-util.h — one window playing game after game, and what it keeps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-window.h"

G_BEGIN_DECLS

/* What the soak counts: the live objects of the game's own types, the
 * warnings and criticals logged, the resident memory */
GArray     *soak_game_types          (void);
void        soak_count_init          (void);
guint       soak_count_n_types       (void);
const char *soak_count_type_name     (guint        index);
gint        soak_count_live          (guint        index);
gint        soak_count_live_total    (void);
gint       *soak_count_snapshot      (void);
char       *soak_count_describe      (const gint  *snapshot,
                                      const gint  *since);
char      **soak_count_unknown_types (void);
guint       soak_count_warnings      (void);
guint       soak_count_sound_warnings (void);
gsize       soak_rss_kib             (void);
gsize       soak_heap_kib            (void);

typedef struct _SoakTable SoakTable;

SoakTable  *soak_table_new           (guint        n_seats,
                                      guint        grace_delay);
LairWindow *soak_table_get_window    (SoakTable   *table);
void        soak_table_hurry         (SoakTable   *table,
                                      guint        frames);
void        soak_table_play          (SoakTable   *table,
                                      guint64      seed,
                                      guint        timeout_ms);
void        soak_table_to_menu       (SoakTable   *table);
void        soak_table_open_history  (SoakTable   *table);
void        soak_table_free          (SoakTable   *table);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SoakTable, soak_table_free)

G_END_DECLS
