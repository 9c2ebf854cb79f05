/* summary-test-util.h — a dungeon's summary from a real game, for tests
 * and pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-dungeon-report.h"

G_BEGIN_DECLS

/* Names for up to nine seats, some long, as players give them */
extern const char * const summary_test_names[LAIR_MAX_PLAYERS];

LairDungeonReport *summary_test_report    (LairAdventure      adventure,
                                           guint              n_players,
                                           guint64            first_seed);
GtkWidget         *summary_test_card_new  (LairDungeonReport *report,
                                           GtkWidget        **table);
GtkWidget         *summary_test_window_new (LairDungeonReport *report,
                                           int                width,
                                           int                height,
                                           GtkWidget        **table);

G_END_DECLS
