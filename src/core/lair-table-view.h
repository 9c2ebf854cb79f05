/* lair-table-view.h — what a careful player at the table knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"

G_BEGIN_DECLS

/* A read-only picture of a game in progress: the rooms passed, the known
 * make-up of the rooms ahead as an unordered set, every seat's visible
 * state, the odds and the rumor. It never holds the hidden room order, the
 * outcomes not yet shown, the seed or any seat's stream. */
typedef struct _LairTableView LairTableView;

LairTableView   *lair_table_view_new           (const LairGame      *game);
void             lair_table_view_free          (LairTableView       *view);
void             lair_table_view_fill          (LairTableView       *view,
                                                const LairGame      *game);
guint64          lair_table_view_hash          (const LairTableView *view);
gboolean         lair_table_view_equal         (const LairTableView *a,
                                                const LairTableView *b);

/* The table */
guint            lair_table_view_get_dungeon       (const LairTableView *view);
LairDecisionKind lair_table_view_get_decision_kind (const LairTableView *view);
gint             lair_table_view_get_room_number   (const LairTableView *view);
guint            lair_table_view_get_n_rooms       (const LairTableView *view);
const LairRoom  *lair_table_view_get_passed_room   (const LairTableView *view,
                                                    guint                index);
guint            lair_table_view_get_part          (const LairTableView *view);
guint            lair_table_view_get_n_unseen      (const LairTableView *view);
const LairRoom  *lair_table_view_get_unseen_room   (const LairTableView *view,
                                                    guint                index);
double           lair_table_view_get_odds          (const LairTableView *view);
double           lair_table_view_get_rumor         (const LairTableView *view);

/* The seats */
guint32          lair_table_view_get_options       (const LairTableView *view,
                                                    guint                seat);
gboolean         lair_table_view_seat_is_computer  (const LairTableView *view,
                                                    guint                seat);
gint             lair_table_view_seat_get_hand     (const LairTableView *view,
                                                    guint                seat);
gint             lair_table_view_seat_get_chest    (const LairTableView *view,
                                                    guint                seat);
const LairAiLevel *lair_table_view_seat_get_level  (const LairTableView *view,
                                                    guint                seat);
const LairPersonality *lair_table_view_seat_get_personality (const LairTableView *view,
                                                    guint                seat);
double           lair_table_view_seat_get_expected_value (const LairTableView *view,
                                                    guint                seat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairTableView, lair_table_view_free)

G_END_DECLS
