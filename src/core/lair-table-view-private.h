/* lair-table-view-private.h — the view's layout, for the files of src/core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game-private.h"
#include "lair-table-view.h"

G_BEGIN_DECLS

struct _LairTableView {
  /* the game as the table shows it: rooms after the current one blanked,
   * the current room's hidden outcome blanked, no seed, no seat streams,
   * no later adventures, no lair position, no counts of what lies ahead */
  LairGame table;
  /* the rooms not yet entered as plain kinds (lairs and dead spiders as the
   * warnings they are), sorted, so their order tells nothing */
  LairRoom unseen[LAIR_MAX_ROOMS];
  guint n_unseen;
  /* the current room's outcome is not shown yet */
  gboolean outcome_hidden;
};

void lair_table_view_sample (const LairTableView *view,
                             LairRng             *rng,
                             LairGame            *out);

G_END_DECLS
