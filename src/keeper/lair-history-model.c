/* lair-history-model.c — the games of the history as a list model
 *
 * The history may hold hundreds of thousands of games, so the model reads
 * it a page at a time, when a list asks for an item of that page, and
 * keeps only the few pages read last.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-history-model.h"

/* LairHistoryItem */

struct _LairHistoryItem
{
  GObject        parent_instance;

  LairStoreGame *game;
};

enum {
  ITEM_PROP_0,
  ITEM_PROP_GAME,
  N_ITEM_PROPS
};

static GParamSpec *item_properties[N_ITEM_PROPS];

G_DEFINE_FINAL_TYPE (LairHistoryItem, lair_history_item, G_TYPE_OBJECT)

static void
lair_history_item_finalize (GObject *object)
{
  LairHistoryItem *self = LAIR_HISTORY_ITEM (object);

  g_clear_pointer (&self->game, lair_store_game_unref);

  G_OBJECT_CLASS (lair_history_item_parent_class)->finalize (object);
}

static void
lair_history_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LairHistoryItem *self = LAIR_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_GAME:
      g_value_set_boxed (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_history_item_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LairHistoryItem *self = LAIR_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_GAME:
      self->game = g_value_dup_boxed (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_history_item_class_init (LairHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lair_history_item_finalize;
  object_class->get_property = lair_history_item_get_property;
  object_class->set_property = lair_history_item_set_property;

  /**
   * LairHistoryItem:game: (nullable)
   *
   * The game, or %NULL when its page of the history could not be read.
   */
  item_properties[ITEM_PROP_GAME] =
    g_param_spec_boxed ("game", NULL, NULL,
                        LAIR_TYPE_STORE_GAME,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
lair_history_item_init (LairHistoryItem *self)
{
}

/**
 * lair_history_item_get_game:
 * @self: a #LairHistoryItem
 *
 * Returns: (transfer none) (nullable): the game, or %NULL when the history
 *   could not be read there
 */
LairStoreGame *
lair_history_item_get_game (LairHistoryItem *self)
{
  g_return_val_if_fail (LAIR_IS_HISTORY_ITEM (self), NULL);
  return self->game;
}

/* LairHistoryModel */

#define N_CACHED_PAGES 8

typedef struct {
  guint      index;
  guint64    last_used;
  GPtrArray *items;      /* of LairHistoryItem, NULL when the slot is free */
} Page;

struct _LairHistoryModel
{
  GObject    parent_instance;

  LairStore *store;
  char      *name;       /* only the games with a seat of this name */
  LairStoreSort sort;
  gboolean   ascending;
  guint      n_items;
  guint64    clock;
  Page       pages[N_CACHED_PAGES];
  GError    *error;
};

enum {
  PROP_0,
  PROP_STORE,
  PROP_N_ITEMS,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LairHistoryModel, lair_history_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void
clear_pages (LairHistoryModel *self)
{
  for (guint i = 0; i < N_CACHED_PAGES; i++)
    g_clear_pointer (&self->pages[i].items, g_ptr_array_unref);
}

static void
take_error (LairHistoryModel *self,
            GError           *error)
{
  /* the first error is the one worth telling */
  if (self->error != NULL)
    {
      g_error_free (error);
      return;
    }
  self->error = error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static Page *
load_page (LairHistoryModel *self,
           guint             index)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  Page *page = &self->pages[0];

  /* a free slot, or else the one used longest ago */
  for (guint i = 0; i < N_CACHED_PAGES; i++)
    {
      if (self->pages[i].items == NULL)
        {
          page = &self->pages[i];
          break;
        }
      if (self->pages[i].last_used < page->last_used)
        page = &self->pages[i];
    }
  g_clear_pointer (&page->items, g_ptr_array_unref);

  page->index = index;
  page->items = g_ptr_array_new_full (LAIR_HISTORY_MODEL_PAGE_SIZE, g_object_unref);
  games = lair_store_search_history (self->store, self->name, self->sort, self->ascending,
                                     index * LAIR_HISTORY_MODEL_PAGE_SIZE,
                                     LAIR_HISTORY_MODEL_PAGE_SIZE, &error);
  if (games == NULL)
    take_error (self, g_steal_pointer (&error));
  else
    for (guint i = 0; i < games->len; i++)
      g_ptr_array_add (page->items, g_object_new (LAIR_TYPE_HISTORY_ITEM,
                                                  "game", g_ptr_array_index (games, i),
                                                  NULL));
  return page;
}

static GType
lair_history_model_get_item_type (GListModel *model)
{
  return LAIR_TYPE_HISTORY_ITEM;
}

static guint
lair_history_model_get_n_items (GListModel *model)
{
  return LAIR_HISTORY_MODEL (model)->n_items;
}

static gpointer
lair_history_model_get_item (GListModel *model,
                             guint       position)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (model);
  guint index = position / LAIR_HISTORY_MODEL_PAGE_SIZE;
  guint offset = position % LAIR_HISTORY_MODEL_PAGE_SIZE;
  Page *page = NULL;

  if (position >= self->n_items)
    return NULL;

  for (guint i = 0; i < N_CACHED_PAGES; i++)
    if (self->pages[i].items != NULL && self->pages[i].index == index)
      {
        page = &self->pages[i];
        break;
      }
  if (page == NULL)
    page = load_page (self, index);
  page->last_used = ++self->clock;

  /* a page that could not be read, or a history that shrank since it was
   * counted, still gives an item for every position */
  if (offset >= page->items->len)
    return g_object_new (LAIR_TYPE_HISTORY_ITEM, NULL);
  return g_object_ref (g_ptr_array_index (page->items, offset));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = lair_history_model_get_item_type;
  iface->get_n_items = lair_history_model_get_n_items;
  iface->get_item = lair_history_model_get_item;
}

static void
lair_history_model_dispose (GObject *object)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (object);

  clear_pages (self);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (lair_history_model_parent_class)->dispose (object);
}

static void
lair_history_model_finalize (GObject *object)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (object);

  g_clear_error (&self->error);
  g_free (self->name);

  G_OBJECT_CLASS (lair_history_model_parent_class)->finalize (object);
}

static void
lair_history_model_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;

    case PROP_N_ITEMS:
      g_value_set_uint (value, self->n_items);
      break;

    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_history_model_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (object);

  switch (prop_id)
    {
    case PROP_STORE:
      self->store = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_history_model_constructed (GObject *object)
{
  LairHistoryModel *self = LAIR_HISTORY_MODEL (object);

  G_OBJECT_CLASS (lair_history_model_parent_class)->constructed (object);

  g_return_if_fail (self->store != NULL);
  lair_history_model_reload (self);
}

static void
lair_history_model_class_init (LairHistoryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_history_model_dispose;
  object_class->finalize = lair_history_model_finalize;
  object_class->get_property = lair_history_model_get_property;
  object_class->set_property = lair_history_model_set_property;
  object_class->constructed = lair_history_model_constructed;

  /**
   * LairHistoryModel:store:
   *
   * The history the games are read from.
   */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL,
                         LAIR_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairHistoryModel:n-items:
   *
   * The number of games, as counted at the last reload.
   */
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairHistoryModel:error: (nullable)
   *
   * Why the history could not be read, since the last reload.
   */
  properties[PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL,
                        G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_history_model_init (LairHistoryModel *self)
{
  self->sort = LAIR_STORE_SORT_DATE;
}

/**
 * lair_history_model_new:
 * @store: the history
 *
 * A list of the games of @store, newest first, as
 * lair_store_search_history() gives them. It counts the games now and
 * reads them only when they are asked for.
 *
 * Returns: (transfer full): the model
 */
LairHistoryModel *
lair_history_model_new (LairStore *store)
{
  g_return_val_if_fail (LAIR_IS_STORE (store), NULL);

  return g_object_new (LAIR_TYPE_HISTORY_MODEL, "store", store, NULL);
}

/**
 * lair_history_model_get_error:
 * @self: a #LairHistoryModel
 *
 * Returns: (transfer none) (nullable): why the history could not be
 *   counted or a page of it read since the last reload, or %NULL
 */
const GError *
lair_history_model_get_error (LairHistoryModel *self)
{
  g_return_val_if_fail (LAIR_IS_HISTORY_MODEL (self), NULL);
  return self->error;
}

/**
 * lair_history_model_reload:
 * @self: a #LairHistoryModel
 *
 * Forgets what was read, counts the games again and tells the list that
 * every item changed, for when games were recorded or the history reset.
 */
void
lair_history_model_reload (LairHistoryModel *self)
{
  g_autoptr(GError) error = NULL;
  guint old_n_items;
  gint64 count;

  g_return_if_fail (LAIR_IS_HISTORY_MODEL (self));

  old_n_items = self->n_items;
  clear_pages (self);
  if (self->error != NULL)
    {
      g_clear_error (&self->error);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
    }

  count = lair_store_count_history (self->store, self->name, &error);
  if (count < 0)
    {
      take_error (self, g_steal_pointer (&error));
      count = 0;
    }
  self->n_items = (guint) MIN (count, (gint64) G_MAXUINT);

  if (old_n_items > 0 || self->n_items > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n_items, self->n_items);
  if (old_n_items != self->n_items)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

/**
 * lair_history_model_set_query:
 * @self: a #LairHistoryModel
 * @name: (nullable): only the games with a seat of this name, or all
 * @sort: the column to sort by
 * @ascending: smallest first, else largest first
 *
 * Lists other games, or in another order, as the history's indexes give
 * them: nothing is sorted or filtered here. Reloads when anything
 * changed.
 */
void
lair_history_model_set_query (LairHistoryModel *self,
                              const char       *name,
                              LairStoreSort     sort,
                              gboolean          ascending)
{
  g_return_if_fail (LAIR_IS_HISTORY_MODEL (self));
  g_return_if_fail (sort < LAIR_STORE_N_SORTS);

  if (name != NULL && name[0] == '\0')
    name = NULL;
  if (g_strcmp0 (name, self->name) == 0 && sort == self->sort && !ascending == !self->ascending)
    return;

  g_free (self->name);
  self->name = g_strdup (name);
  self->sort = sort;
  self->ascending = !!ascending;
  lair_history_model_reload (self);
}

