/* lair-cli-history.h — what `spider-lair-cli history` prints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-store.h"

G_BEGIN_DECLS

gboolean lair_cli_list_history  (LairStore     *store,
                                 const char    *name,
                                 LairStoreSort  sort,
                                 gboolean       ascending,
                                 gboolean       json,
                                 FILE          *to,
                                 GError       **error);
gboolean lair_cli_sort_from_id  (const char    *id,
                                 LairStoreSort *out);

G_END_DECLS
