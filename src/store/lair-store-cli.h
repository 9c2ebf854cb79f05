/* lair-store-cli.h — what `spider-lair-cli stats` prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-store.h"

G_BEGIN_DECLS

int  lair_store_cli_stats        (const char *db_path,
                                  gboolean    json,
                                  GError    **error);
void lair_store_cli_write_stats  (LairStore  *store,
                                  const LairStats *stats,
                                  GPtrArray  *players,
                                  const gint *usage,
                                  gboolean    json,
                                  GString    *out);

G_END_DECLS
