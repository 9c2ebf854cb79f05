/* lair-cli-stats.h — what `spider-lair-cli stats` prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-store.h"

G_BEGIN_DECLS

void lair_cli_stats_format (LairStore       *store,
                            const LairStats *stats,
                            GPtrArray       *players,
                            const gint      *usage,
                            gboolean         json,
                            GString         *out);
int  lair_cli_stats_print  (const char      *db_path,
                            gboolean         json,
                            GError         **error);

G_END_DECLS
