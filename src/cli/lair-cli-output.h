/* lair-cli-output.h — JSON pieces shared by replay and simulate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-json-writer.h"
#include "lair-record.h"

G_BEGIN_DECLS

void lair_cli_write_stats (LairJsonWriter  *w,
                           const LairStats *stats);
void lair_cli_write_usage (LairJsonWriter  *w,
                           const gint      *usage);

G_END_DECLS
