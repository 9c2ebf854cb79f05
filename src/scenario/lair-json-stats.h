/* lair-json-stats.h — statistics and adventure usage as JSON, written the
 * same by replay, simulate and stats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-json-writer.h"
#include "lair-record.h"

G_BEGIN_DECLS

void lair_json_write_stats (LairJsonWriter  *w,
                            const LairStats *stats);
void lair_json_write_usage (LairJsonWriter  *w,
                            const gint      *usage);

G_END_DECLS
