/* lair-help-book.c — the help pages together: their links, their words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What reading one page cannot tell: the title a link without words
 * shows, the pages a guide lists, the pages related to one (seealso
 * links go both ways, as in GNOME Help), and which pages have the words
 * searched for.
 */
#include "config.h"

#include <string.h>

#include "lair-help-book.h"

typedef struct
{
  LairMallardPage  *page;
  char            **tokens;      /* its words, folded, for search */
  char            **alternates;
} Entry;

struct _LairHelpBook
{
  GObject     parent_instance;

  GHashTable *entries;           /* page id → Entry */
};

G_DEFINE_FINAL_TYPE (LairHelpBook, lair_help_book, G_TYPE_OBJECT)

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  lair_mallard_page_free (entry->page);
  g_strfreev (entry->tokens);
  g_strfreev (entry->alternates);
  g_free (entry);
}

static Entry *
lookup_entry (LairHelpBook *self,
              const char   *xref)
{
  g_autofree char *id = NULL;
  const char *hash;

  if (xref == NULL)
    return NULL;
  hash = strchr (xref, '#');
  id = hash != NULL ? g_strndup (xref, hash - xref) : g_strdup (xref);
  return g_hash_table_lookup (self->entries, id);
}

static int
compare_pages (gconstpointer a,
               gconstpointer b)
{
  const LairMallardPage *page_a = *(LairMallardPage * const *) a;
  const LairMallardPage *page_b = *(LairMallardPage * const *) b;

  return g_utf8_collate (page_a->title, page_b->title);
}

typedef struct {
  const char         *guide_id;
  const char * const *groups;
} GroupOrder;

/* Mallard puts a guide's topic links in the order of its groups, a page
 * naming no listed group where "default" is or else last, and by title
 * within a group. */
static guint
group_rank (const GroupOrder      *order,
            const LairMallardPage *page)
{
  const char *group = lair_mallard_page_get_guide_group (page, order->guide_id);
  guint n = g_strv_length ((char **) order->groups);
  guint fallback = n;

  for (guint i = 0; i < n; i++)
    {
      if (group != NULL && strcmp (order->groups[i], group) == 0)
        return i;
      if (strcmp (order->groups[i], "default") == 0)
        fallback = i;
    }
  return fallback;
}

static gint
compare_in_groups (gconstpointer a,
                   gconstpointer b,
                   gpointer      data)
{
  const LairMallardPage *page_a = *(LairMallardPage * const *) a;
  const LairMallardPage *page_b = *(LairMallardPage * const *) b;
  guint rank_a = group_rank (data, page_a);
  guint rank_b = group_rank (data, page_b);

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  return g_utf8_collate (page_a->title, page_b->title);
}

static void
lair_help_book_finalize (GObject *object)
{
  LairHelpBook *self = LAIR_HELP_BOOK (object);

  g_clear_pointer (&self->entries, g_hash_table_unref);

  G_OBJECT_CLASS (lair_help_book_parent_class)->finalize (object);
}

static void
lair_help_book_class_init (LairHelpBookClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lair_help_book_finalize;
}

static void
lair_help_book_init (LairHelpBook *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
}

/**
 * lair_help_book_new:
 *
 * Returns: (transfer full): a book without pages
 */
LairHelpBook *
lair_help_book_new (void)
{
  return g_object_new (LAIR_TYPE_HELP_BOOK, NULL);
}

/**
 * lair_help_book_new_from_resource:
 * @languages: (nullable): as for lair_mallard_find_resource()
 *
 * Reads every help page of the resource. A page that does not read is
 * left out with a warning.
 *
 * Returns: (transfer full): the book
 */
LairHelpBook *
lair_help_book_new_from_resource (const char * const *languages)
{
  g_autoptr(LairHelpBook) self = lair_help_book_new ();
  g_auto(GStrv) ids = lair_mallard_list_pages ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      LairMallardPage *page = lair_mallard_page_load (ids[i], languages, &error);

      if (page == NULL)
        {
          g_warning ("Help page %s left out: %s", ids[i], error->message);
          continue;
        }
      lair_help_book_add_page (self, page);
    }
  return g_steal_pointer (&self);
}

/**
 * lair_help_book_add_page:
 * @self: a book
 * @page: (transfer full): a page, in place of any of the same id
 *
 * Adds a page to the book.
 */
void
lair_help_book_add_page (LairHelpBook    *self,
                         LairMallardPage *page)
{
  Entry *entry;

  g_return_if_fail (LAIR_IS_HELP_BOOK (self));
  g_return_if_fail (page != NULL);

  entry = g_new0 (Entry, 1);
  entry->page = page;
  entry->tokens = g_str_tokenize_and_fold (page->text, NULL, &entry->alternates);
  g_hash_table_replace (self->entries, page->id, entry);
}

/**
 * lair_help_book_lookup:
 * @self: a book
 * @xref: (nullable): a link target, `id` or `id#section`
 *
 * Returns: (transfer none) (nullable): the page @xref leads to, if the
 *   book has it
 */
const LairMallardPage *
lair_help_book_lookup (LairHelpBook *self,
                       const char   *xref)
{
  Entry *entry;

  g_return_val_if_fail (LAIR_IS_HELP_BOOK (self), NULL);

  entry = lookup_entry (self, xref);
  return entry != NULL ? entry->page : NULL;
}

/**
 * lair_help_book_get_title:
 * @self: a book
 * @xref: a link target, `id` or `id#section`
 *
 * The title a link without words shows; a #LairMallardTitleFunc with the
 * book as its closure.
 *
 * Returns: (nullable): the title of the page @xref leads to
 */
const char *
lair_help_book_get_title (LairHelpBook *self,
                          const char   *xref)
{
  const LairMallardPage *page = lair_help_book_lookup (self, xref);

  return page != NULL ? page->title : NULL;
}

/**
 * lair_help_book_list_pages:
 * @self: a book
 *
 * Returns: (transfer container) (element-type LairMallardPage): every
 *   page, by title
 */
GPtrArray *
lair_help_book_list_pages (LairHelpBook *self)
{
  GPtrArray *pages = g_ptr_array_new ();
  GHashTableIter iter;
  Entry *entry;

  g_return_val_if_fail (LAIR_IS_HELP_BOOK (self), pages);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    g_ptr_array_add (pages, entry->page);
  g_ptr_array_sort (pages, compare_pages);
  return pages;
}

static void
sort_by_groups (LairHelpBook *self,
                GPtrArray    *members,
                const char   *guide_id,
                const char   *section_id)
{
  Entry *guide = lookup_entry (self, guide_id);
  GroupOrder order = { guide_id, NULL };

  if (guide != NULL)
    order.groups = g_hash_table_lookup (guide->page->link_groups, section_id);
  if (order.groups == NULL)
    g_ptr_array_sort (members, compare_pages);
  else
    g_ptr_array_sort_with_data (members, compare_in_groups, &order);
}

/**
 * lair_help_book_list_guide_section:
 * @self: a book
 * @guide_id: the id of a guide page
 * @section_id: (nullable): one of its sections, %NULL for the guide
 *   outside its sections
 *
 * Returns: (transfer container) (element-type LairMallardPage): the
 *   pages with a guide link to there, in the order of the section's
 *   link groups, or else by title
 */
GPtrArray *
lair_help_book_list_guide_section (LairHelpBook *self,
                                   const char   *guide_id,
                                   const char   *section_id)
{
  GPtrArray *members = g_ptr_array_new ();
  GHashTableIter iter;
  Entry *entry;

  g_return_val_if_fail (LAIR_IS_HELP_BOOK (self), members);
  g_return_val_if_fail (guide_id != NULL, members);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    {
      g_autofree char *in = lair_mallard_page_get_guide_section (entry->page, guide_id);

      if (in != NULL && strcmp (in, section_id != NULL ? section_id : "") == 0)
        g_ptr_array_add (members, entry->page);
    }
  sort_by_groups (self, members, guide_id, section_id != NULL ? section_id : "");
  return members;
}

static gboolean
links_to (LairHelpBook *self,
          GPtrArray    *links,
          Entry        *entry)
{
  for (guint i = 0; i < links->len; i++)
    if (lookup_entry (self, g_ptr_array_index (links, i)) == entry)
      return TRUE;
  return FALSE;
}

/**
 * lair_help_book_list_related:
 * @self: a book
 * @page: a page, of the book or not
 *
 * Seealso links go both ways: the pages @page names as related, and
 * those that name it.
 *
 * Returns: (transfer container) (element-type LairMallardPage): the
 *   pages related to @page, by title
 */
GPtrArray *
lair_help_book_list_related (LairHelpBook          *self,
                             const LairMallardPage *page)
{
  GPtrArray *related = g_ptr_array_new ();
  Entry *own;
  GHashTableIter iter;
  Entry *entry;

  g_return_val_if_fail (LAIR_IS_HELP_BOOK (self), related);
  g_return_val_if_fail (page != NULL, related);

  own = g_hash_table_lookup (self->entries, page->id);
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    {
      if (entry == own)
        continue;
      if (links_to (self, page->seealso_links, entry) ||
          (own != NULL && links_to (self, entry->page->seealso_links, own)))
        g_ptr_array_add (related, entry->page);
    }
  g_ptr_array_sort (related, compare_pages);
  return related;
}

/**
 * lair_help_book_page_matches:
 * @self: a book
 * @page_id: the id of one of its pages
 * @query: what a reader typed
 *
 * Every word of @query must begin a word of the page, case and accents
 * aside.
 *
 * Returns: whether the page has the words of @query; %FALSE for a page
 *   the book lacks
 */
gboolean
lair_help_book_page_matches (LairHelpBook *self,
                             const char   *page_id,
                             const char   *query)
{
  g_auto(GStrv) words = NULL;
  Entry *entry;

  g_return_val_if_fail (LAIR_IS_HELP_BOOK (self), FALSE);
  g_return_val_if_fail (query != NULL, FALSE);

  entry = page_id != NULL ? g_hash_table_lookup (self->entries, page_id) : NULL;
  if (entry == NULL)
    return FALSE;

  words = g_str_tokenize_and_fold (query, NULL, NULL);
  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; !found && entry->tokens[j] != NULL; j++)
        found = g_str_has_prefix (entry->tokens[j], words[i]);
      for (guint j = 0; !found && entry->alternates[j] != NULL; j++)
        found = g_str_has_prefix (entry->alternates[j], words[i]);
      if (!found)
        return FALSE;
    }
  return TRUE;
}
