/* lair-scenario-export.h — a recorded game as a scenario file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-store.h"

G_BEGIN_DECLS

gboolean lair_scenario_export_game (LairStore  *store,
                                    gint64      id,
                                    GString    *out,
                                    GError    **error);

G_END_DECLS
