/* lair-summary-view.h — the results at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SUMMARY_VIEW (lair_summary_view_get_type ())

G_DECLARE_FINAL_TYPE (LairSummaryView, lair_summary_view, LAIR, SUMMARY_VIEW, GtkWidget)

void lair_summary_view_show_game (LairSummaryView      *self,
                                  LairGameSession      *session,
                                  const LairGameRecord *record);

const char *lair_summary_view_get_tie_text (LairSummaryView *self);

G_END_DECLS
