/* lair-history-model.h — the games of the history as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-store.h"

G_BEGIN_DECLS

#define LAIR_TYPE_HISTORY_ITEM (lair_history_item_get_type ())

G_DECLARE_FINAL_TYPE (LairHistoryItem, lair_history_item, LAIR, HISTORY_ITEM, GObject)

LairStoreGame    *lair_history_item_get_game   (LairHistoryItem  *self);

#define LAIR_TYPE_HISTORY_MODEL (lair_history_model_get_type ())

G_DECLARE_FINAL_TYPE (LairHistoryModel, lair_history_model, LAIR, HISTORY_MODEL, GObject)

/* How many games the model reads from the history at a time */
#define LAIR_HISTORY_MODEL_PAGE_SIZE 200

LairHistoryModel *lair_history_model_new       (LairStore        *store);
const GError     *lair_history_model_get_error (LairHistoryModel *self);
void              lair_history_model_reload    (LairHistoryModel *self);
void              lair_history_model_set_query (LairHistoryModel *self,
                                                const char       *name,
                                                LairStoreSort     sort,
                                                gboolean          ascending);

G_END_DECLS
