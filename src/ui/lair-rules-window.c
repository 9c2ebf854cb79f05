/* lair-rules-window.c — the rules: the help pages, browsed inside the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the same Mallard pages as GNOME Help: a sidebar of
 * topics grouped as the index groups them, and the page, drawn as labels.
 * Every word of a page goes through g_markup_escape_text(), so nothing in
 * a page is taken for markup; links are <a href="page-id"> and are
 * followed inside the window.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "lair-rules-window.h"

#define INDEX_ID "index"
#define HELP_URI_PREFIX "help:" GETTEXT_PACKAGE "/"
/* frames to wait for a new page to be laid out before scrolling to a section */
#define MAX_SCROLL_TICKS 10

typedef struct
{
  LairMallardPage *page;
  const char      *group;     /* title of its section of the index */
  char           **tokens;    /* its words, folded, for search */
  char           **alternates;
} Topic;

struct _LairRulesWindow
{
  AdwWindow          parent_instance;

  GHashTable        *topics;          /* page id → Topic */
  GPtrArray         *groups;          /* titles of the index's sections */
  GPtrArray         *history;         /* xrefs of the pages before this one */
  char              *current;         /* id of the page shown */
  GHashTable        *anchors;         /* section id → its heading, on the page shown */

  /* scrolling, once the new page is laid out */
  GtkWidget         *scroll_target;   /* a section heading of the page shown */
  GtkWidget         *scroll_row;      /* the page's row in the sidebar */
  guint              scroll_tick_id;
  guint              scroll_ticks;

  /* a link followed, until the page changes */
  char              *link_xref;
  gboolean           link_had_focus;
  guint              link_idle_id;

  /* template widgets */
  AdwLeaflet        *leaflet;
  GtkWidget         *sidebar_pane;
  GtkWidget         *content_pane;
  GtkButton         *back_button;
  AdwWindowTitle    *page_title;
  GtkScrolledWindow *content_scroller;
  AdwClamp          *content_clamp;
  GtkSearchBar      *search_bar;
  GtkSearchEntry    *search_entry;
  GtkStack          *sidebar_stack;
  GtkScrolledWindow *topic_scroller;
  GtkListBox        *topic_list;
};

G_DEFINE_FINAL_TYPE (LairRulesWindow, lair_rules_window, ADW_TYPE_WINDOW)

static void
topic_free (gpointer data)
{
  Topic *topic = data;

  lair_mallard_page_free (topic->page);
  g_strfreev (topic->tokens);
  g_strfreev (topic->alternates);
  g_free (topic);
}

static Topic *
lookup_topic (LairRulesWindow *self,
              const char      *xref)
{
  g_autofree char *id = NULL;
  const char *hash;

  if (xref == NULL)
    return NULL;
  hash = strchr (xref, '#');
  id = hash != NULL ? g_strndup (xref, hash - xref) : g_strdup (xref);
  return g_hash_table_lookup (self->topics, id);
}

static const char *
title_for_xref_cb (const char *xref,
                   gpointer    user_data)
{
  Topic *topic = lookup_topic (user_data, xref);

  return topic != NULL ? topic->page->title : NULL;
}

/* Reading the pages */

static int
compare_topics (gconstpointer a,
                gconstpointer b)
{
  const Topic *topic_a = *(Topic * const *) a;
  const Topic *topic_b = *(Topic * const *) b;

  return g_utf8_collate (topic_a->page->title, topic_b->page->title);
}

static GtkWidget *
topic_row_new (Topic *topic)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (topic->page->title);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data_full (G_OBJECT (row), "lair-page-id", g_strdup (topic->page->id), g_free);
  g_object_set_data (G_OBJECT (row), "lair-group", (gpointer) topic->group);
  return row;
}

/* The topics in the index's order: the index, then its sections in
 * order, each with its pages by title; pages the index does not list
 * come last. */
static void
fill_topic_list (LairRulesWindow *self)
{
  Topic *index = g_hash_table_lookup (self->topics, INDEX_ID);
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  GHashTableIter iter;
  Topic *topic;

  if (index != NULL)
    {
      gtk_list_box_append (self->topic_list, topic_row_new (index));
      for (guint i = 0; i < index->page->blocks->len; i++)
        {
          LairMallardBlock *block = g_ptr_array_index (index->page->blocks, i);

          if (block->kind == LAIR_MALLARD_BLOCK_SECTION && block->id != NULL)
            g_ptr_array_add (sections, block);
        }
    }

  for (guint i = 0; i < sections->len; i++)
    {
      LairMallardBlock *section = g_ptr_array_index (sections, i);
      g_autofree char *group = NULL;
      g_autoptr(GPtrArray) members = g_ptr_array_new ();

      group = section->title != NULL ? lair_mallard_spans_to_text (section->title, NULL, NULL)
                                     : g_strdup (section->id);
      g_ptr_array_add (self->groups, g_steal_pointer (&group));

      g_hash_table_iter_init (&iter, self->topics);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &topic))
        {
          g_autofree char *in = lair_mallard_page_get_guide_section (topic->page, INDEX_ID);

          if (g_strcmp0 (in, section->id) == 0)
            g_ptr_array_add (members, topic);
        }
      g_ptr_array_sort (members, compare_topics);
      for (guint j = 0; j < members->len; j++)
        {
          topic = g_ptr_array_index (members, j);
          topic->group = g_ptr_array_index (self->groups, self->groups->len - 1);
          gtk_list_box_append (self->topic_list, topic_row_new (topic));
        }
    }

  g_hash_table_iter_init (&iter, self->topics);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &topic))
    if (topic->group == NULL && topic != index)
      g_ptr_array_add (others, topic);
  if (others->len > 0)
    {
      g_ptr_array_add (self->groups, g_strdup (_("More Topics")));
      g_ptr_array_sort (others, compare_topics);
      for (guint j = 0; j < others->len; j++)
        {
          topic = g_ptr_array_index (others, j);
          topic->group = g_ptr_array_index (self->groups, self->groups->len - 1);
          gtk_list_box_append (self->topic_list, topic_row_new (topic));
        }
    }
}

static void
load_topics (LairRulesWindow *self)
{
  g_auto(GStrv) ids = lair_mallard_list_pages ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      LairMallardPage *page = lair_mallard_page_load (ids[i], NULL, &error);
      Topic *topic;

      if (page == NULL)
        {
          g_warning ("Help page %s left out: %s", ids[i], error->message);
          continue;
        }
      topic = g_new0 (Topic, 1);
      topic->page = page;
      topic->tokens = g_str_tokenize_and_fold (page->text, NULL, &topic->alternates);
      g_hash_table_insert (self->topics, page->id, topic);
    }
  fill_topic_list (self);
}

/* Drawing a page */

static gboolean activate_link_cb (LairRulesWindow *self,
                                  const char      *uri,
                                  GtkLabel        *label);

static GtkWidget *
vbox_new (int spacing)
{
  return gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
}

static GtkWidget *
text_label_new (LairRulesWindow *self,
                const char      *markup,
                const char      *style_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (style_class != NULL)
    gtk_widget_add_css_class (label, style_class);
  g_signal_connect_object (label, "activate-link", G_CALLBACK (activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  return label;
}

static GtkWidget *
spans_label_new (LairRulesWindow *self,
                 GPtrArray       *spans,
                 const char      *style_class)
{
  g_autofree char *markup = lair_mallard_spans_to_markup (spans, title_for_xref_cb, self);

  return text_label_new (self, markup, style_class);
}

static GtkWidget *
heading_new (LairRulesWindow *self,
             const char      *markup,
             int              level)
{
  static const char * const classes[] = { "title-1", "title-2", "title-3", "title-4", "heading" };
  GtkWidget *label;

  level = CLAMP (level, 1, (int) G_N_ELEMENTS (classes));
  label = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, classes[level - 1]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, level,
                                  -1);
  g_signal_connect_object (label, "activate-link", G_CALLBACK (activate_link_cb), self,
                           G_CONNECT_SWAPPED);
  return label;
}

/* A link to @topic, with its description under it, as guides list them */
static GtkWidget *
topic_link_new (LairRulesWindow *self,
                Topic           *topic)
{
  GtkWidget *box = vbox_new (2);
  g_autofree char *href = g_markup_escape_text (topic->page->id, -1);
  g_autofree char *title = g_markup_escape_text (topic->page->title, -1);
  g_autofree char *markup = g_strdup_printf ("<a href=\"%s\">%s</a>", href, title);

  gtk_box_append (GTK_BOX (box), text_label_new (self, markup, NULL));
  if (topic->page->desc != NULL)
    {
      g_autofree char *desc = g_markup_escape_text (topic->page->desc, -1);

      gtk_box_append (GTK_BOX (box), text_label_new (self, desc, "dim-label"));
    }
  return box;
}

static void
append_topic_links (LairRulesWindow *self,
                    GtkBox          *box,
                    GPtrArray       *topics)
{
  GtkWidget *list;

  if (topics->len == 0)
    return;

  list = g_object_new (GTK_TYPE_BOX,
                       "orientation", GTK_ORIENTATION_VERTICAL,
                       "spacing", 12,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                       NULL);
  g_ptr_array_sort (topics, compare_topics);
  for (guint i = 0; i < topics->len; i++)
    gtk_box_append (GTK_BOX (list), topic_link_new (self, g_ptr_array_index (topics, i)));
  gtk_box_append (box, list);
}

/* The pages a guide section lists: those with a guide link to it */
static void
append_guide_links (LairRulesWindow       *self,
                    GtkBox                *box,
                    const LairMallardPage *guide,
                    const char            *section_id)
{
  g_autoptr(GPtrArray) members = g_ptr_array_new ();
  GHashTableIter iter;
  Topic *topic;

  g_hash_table_iter_init (&iter, self->topics);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &topic))
    {
      g_autofree char *in = lair_mallard_page_get_guide_section (topic->page, guide->id);

      if (in != NULL && g_strcmp0 (in, section_id != NULL ? section_id : "") == 0)
        g_ptr_array_add (members, topic);
    }
  append_topic_links (self, box, members);
}

static void render_blocks (LairRulesWindow       *self,
                           const LairMallardPage *page,
                           GtkBox                *box,
                           GPtrArray             *blocks,
                           int                    level);

static GtkWidget *
render_list (LairRulesWindow       *self,
             const LairMallardPage *page,
             LairMallardBlock      *block,
             int                    level)
{
  GtkWidget *list = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 6,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                  NULL);

  for (guint i = 0; i < block->children->len; i++)
    {
      LairMallardBlock *item = g_ptr_array_index (block->children, i);
      g_autofree char *marker = NULL;
      GtkWidget *row;
      GtkWidget *marker_label;
      GtkWidget *content;

      if (block->kind == LAIR_MALLARD_BLOCK_STEPS)
        marker = g_strdup_printf ("%u.", i + 1);
      else
        marker = g_strdup ("•");

      row = g_object_new (GTK_TYPE_BOX,
                          "orientation", GTK_ORIENTATION_HORIZONTAL,
                          "spacing", 8,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                          NULL);
      marker_label = gtk_label_new (marker);
      gtk_label_set_xalign (GTK_LABEL (marker_label), 1.0);
      gtk_label_set_width_chars (GTK_LABEL (marker_label), block->kind == LAIR_MALLARD_BLOCK_STEPS ? 3 : 2);
      gtk_widget_set_valign (marker_label, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (row), marker_label);

      content = vbox_new (6);
      gtk_widget_set_hexpand (content, TRUE);
      render_blocks (self, page, GTK_BOX (content), item->children, level);
      gtk_box_append (GTK_BOX (row), content);
      gtk_box_append (GTK_BOX (list), row);
    }
  return list;
}

static GtkWidget *
render_terms (LairRulesWindow       *self,
              const LairMallardPage *page,
              LairMallardBlock      *block,
              int                    level)
{
  GtkWidget *terms = vbox_new (12);

  for (guint i = 0; i < block->children->len; i++)
    {
      LairMallardBlock *item = g_ptr_array_index (block->children, i);
      GtkWidget *term = vbox_new (4);
      GtkWidget *content = vbox_new (6);

      if (item->title != NULL)
        gtk_box_append (GTK_BOX (term), spans_label_new (self, item->title, "heading"));
      gtk_widget_set_margin_start (content, 18);
      render_blocks (self, page, GTK_BOX (content), item->children, level);
      gtk_box_append (GTK_BOX (term), content);
      gtk_box_append (GTK_BOX (terms), term);
    }
  return terms;
}

static GtkWidget *
render_note (LairRulesWindow       *self,
             const LairMallardPage *page,
             LairMallardBlock      *block,
             int                    level)
{
  GtkWidget *note = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon;
  GtkWidget *content = vbox_new (6);
  const char *icon_name = "dialog-information-symbolic";

  if (g_strcmp0 (block->style, "warning") == 0 || g_strcmp0 (block->style, "bug") == 0 ||
      g_strcmp0 (block->style, "important") == 0)
    icon_name = "dialog-warning-symbolic";

  gtk_widget_add_css_class (note, "card");
  icon = gtk_image_new_from_icon_name (icon_name);
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_start (icon, 12);
  gtk_widget_set_margin_top (icon, 12);
  gtk_widget_add_css_class (icon, "dim-label");
  gtk_box_append (GTK_BOX (note), icon);

  gtk_widget_set_hexpand (content, TRUE);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_widget_set_margin_end (content, 12);
  if (block->title != NULL)
    gtk_box_append (GTK_BOX (content), spans_label_new (self, block->title, "heading"));
  render_blocks (self, page, GTK_BOX (content), block->children, level);
  gtk_box_append (GTK_BOX (note), content);
  return note;
}

static GtkWidget *
render_table (LairRulesWindow       *self,
              const LairMallardPage *page,
              LairMallardBlock      *block,
              int                    level)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *grid = g_object_new (GTK_TYPE_GRID,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TABLE,
                                  NULL);
  guint n_columns = 0;
  int grid_row = 0;

  for (guint r = 0; r < block->children->len; r++)
    {
      LairMallardBlock *row = g_ptr_array_index (block->children, r);

      n_columns = MAX (n_columns, row->children->len);
    }

  for (guint r = 0; r < block->children->len; r++)
    {
      LairMallardBlock *row = g_ptr_array_index (block->children, r);

      if (r > 0)
        gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                         0, grid_row++, MAX (n_columns, 1), 1);
      for (guint c = 0; c < row->children->len; c++)
        {
          LairMallardBlock *cell = g_ptr_array_index (row->children, c);
          GtkWidget *content = vbox_new (6);

          gtk_widget_set_margin_top (content, 6);
          gtk_widget_set_margin_bottom (content, 6);
          gtk_widget_set_margin_start (content, 12);
          gtk_widget_set_margin_end (content, 12);
          gtk_widget_set_hexpand (content, TRUE);
          render_blocks (self, page, GTK_BOX (content), cell->children, level);
          gtk_grid_attach (GTK_GRID (grid), content, c, grid_row, 1, 1);
        }
      grid_row++;
    }

  gtk_frame_set_child (GTK_FRAME (frame), grid);
  return frame;
}

static void
render_blocks (LairRulesWindow       *self,
               const LairMallardPage *page,
               GtkBox                *box,
               GPtrArray             *blocks,
               int                    level)
{
  for (guint i = 0; i < blocks->len; i++)
    {
      LairMallardBlock *block = g_ptr_array_index (blocks, i);
      GtkWidget *section;
      GtkWidget *heading;

      switch (block->kind)
        {
        case LAIR_MALLARD_BLOCK_PARAGRAPH:
          gtk_box_append (box, spans_label_new (self, block->spans, NULL));
          break;

        case LAIR_MALLARD_BLOCK_SECTION:
          section = vbox_new (12);
          gtk_widget_set_margin_top (section, 12);
          if (block->title != NULL)
            {
              g_autofree char *markup = lair_mallard_spans_to_markup (block->title,
                                                                      title_for_xref_cb, self);

              heading = heading_new (self, markup, level + 1);
              gtk_box_append (GTK_BOX (section), heading);
              if (block->id != NULL)
                g_hash_table_insert (self->anchors, g_strdup (block->id), heading);
            }
          render_blocks (self, page, GTK_BOX (section), block->children, level + 1);
          if (g_strcmp0 (page->type, "guide") == 0 && level == 1)
            append_guide_links (self, GTK_BOX (section), page, block->id);
          gtk_box_append (box, section);
          break;

        case LAIR_MALLARD_BLOCK_LIST:
        case LAIR_MALLARD_BLOCK_STEPS:
          gtk_box_append (box, render_list (self, page, block, level));
          break;

        case LAIR_MALLARD_BLOCK_TERMS:
          gtk_box_append (box, render_terms (self, page, block, level));
          break;

        case LAIR_MALLARD_BLOCK_NOTE:
          gtk_box_append (box, render_note (self, page, block, level));
          break;

        case LAIR_MALLARD_BLOCK_TABLE:
          gtk_box_append (box, render_table (self, page, block, level));
          break;

        /* only found inside the blocks above */
        case LAIR_MALLARD_BLOCK_ITEM:
        case LAIR_MALLARD_BLOCK_ROW:
        case LAIR_MALLARD_BLOCK_CELL:
        default:
          render_blocks (self, page, box, block->children, level);
          break;
        }
    }
}

static gboolean
links_to (LairRulesWindow *self,
          GPtrArray       *links,
          Topic           *topic)
{
  for (guint i = 0; i < links->len; i++)
    if (lookup_topic (self, g_ptr_array_index (links, i)) == topic)
      return TRUE;
  return FALSE;
}

/* Seealso links go both ways, as in GNOME Help */
static void
append_see_also (LairRulesWindow       *self,
                 GtkBox                *box,
                 const LairMallardPage *page)
{
  g_autoptr(GPtrArray) related = g_ptr_array_new ();
  Topic *self_topic = g_hash_table_lookup (self->topics, page->id);
  GHashTableIter iter;
  Topic *topic;
  g_autofree char *heading = g_markup_escape_text (_("See Also"), -1);
  GtkWidget *section;

  g_hash_table_iter_init (&iter, self->topics);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &topic))
    {
      if (topic == self_topic)
        continue;
      if (links_to (self, page->seealso_links, topic) ||
          (self_topic != NULL && links_to (self, topic->page->seealso_links, self_topic)))
        g_ptr_array_add (related, topic);
    }
  if (related->len == 0)
    return;

  section = vbox_new (12);
  gtk_widget_set_margin_top (section, 12);
  gtk_box_append (GTK_BOX (section), heading_new (self, heading, 2));
  append_topic_links (self, GTK_BOX (section), related);
  gtk_box_append (box, section);
}

/**
 * lair_rules_window_render_page:
 * @self: a rules window
 * @page: a page
 *
 * Draws @page as the window draws the pages it shows, links to the
 * window's other pages included.
 *
 * Returns: (transfer floating): the page's widget
 */
GtkWidget *
lair_rules_window_render_page (LairRulesWindow       *self,
                               const LairMallardPage *page)
{
  g_autofree char *title = NULL;
  GtkWidget *box;

  g_return_val_if_fail (LAIR_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  box = vbox_new (12);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);

  title = g_markup_escape_text (page->title, -1);
  gtk_box_append (GTK_BOX (box), heading_new (self, title, 1));
  render_blocks (self, page, GTK_BOX (box), page->blocks, 1);
  if (g_strcmp0 (page->type, "guide") == 0)
    append_guide_links (self, GTK_BOX (box), page, NULL);
  append_see_also (self, GTK_BOX (box), page);
  return box;
}

/* Going to a page */

/* Scrolling waits for the page or the row to be laid out */
static gboolean
scroll_cb (GtkWidget     *widget,
           GdkFrameClock *frame_clock,
           gpointer       user_data)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (widget);
  GtkWidget *page = adw_clamp_get_child (self->content_clamp);
  gboolean waiting = (self->scroll_target != NULL && gtk_widget_get_width (self->scroll_target) == 0) ||
                     (self->scroll_row != NULL && gtk_widget_get_width (self->scroll_row) == 0);
  graphene_point_t point;
  graphene_rect_t bounds;

  if (waiting && ++self->scroll_ticks < MAX_SCROLL_TICKS)
    return G_SOURCE_CONTINUE;

  if (self->scroll_target != NULL && page != NULL &&
      gtk_widget_compute_point (self->scroll_target, page, &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->content_scroller),
                              point.y - 12);
  if (self->scroll_row != NULL &&
      gtk_widget_compute_bounds (self->scroll_row, GTK_WIDGET (self->topic_list), &bounds))
    gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (self->topic_scroller),
                               bounds.origin.y, bounds.origin.y + bounds.size.height);

  self->scroll_target = NULL;
  self->scroll_row = NULL;
  self->scroll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (LairRulesWindow *self)
{
  self->scroll_ticks = 0;
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_cb, NULL, NULL);
}

static void
scroll_to_section (LairRulesWindow *self,
                   const char      *section_id)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->content_scroller);

  self->scroll_target = section_id != NULL ? g_hash_table_lookup (self->anchors, section_id) : NULL;
  if (self->scroll_target == NULL)
    gtk_adjustment_set_value (adjustment, 0);
  else
    queue_scroll (self);
}

static void
update_back (LairRulesWindow *self)
{
  gboolean can_go_back = self->history->len > 0 || adw_leaflet_get_folded (self->leaflet);

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), can_go_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.back", can_go_back);
  /* unfolded, the leaflet would take Alt+Left to "go back" to the sidebar */
  adw_leaflet_set_can_navigate_back (self->leaflet, adw_leaflet_get_folded (self->leaflet));
}

/* The row of the page shown looks selected. The list itself selects
 * nothing, so that moving the focus through it (Tab, arrows) does not
 * change the page: a row opens its page when activated. */
static void
mark_row (LairRulesWindow *self,
          const char      *page_id)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->topic_list, i)) != NULL; i++)
    {
      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "lair-page-id"), page_id) == 0)
        {
          gtk_widget_set_state_flags (GTK_WIDGET (row), GTK_STATE_FLAG_SELECTED, FALSE);
          self->scroll_row = GTK_WIDGET (row);
          queue_scroll (self);
        }
      else
        {
          gtk_widget_unset_state_flags (GTK_WIDGET (row), GTK_STATE_FLAG_SELECTED);
        }
    }
}

static void
show_xref (LairRulesWindow *self,
           const char      *xref,
           gboolean         remember)
{
  Topic *topic = lookup_topic (self, xref);
  const char *hash = xref != NULL ? strchr (xref, '#') : NULL;
  const char *section_id = hash != NULL ? hash + 1 : NULL;
  GtkWidget *page;

  if (topic == NULL)
    {
      topic = g_hash_table_lookup (self->topics, INDEX_ID);
      section_id = NULL;
    }

  if (topic != NULL && g_strcmp0 (topic->page->id, self->current) == 0)
    {
      scroll_to_section (self, section_id);
      return;
    }

  if (remember && self->current != NULL)
    g_ptr_array_add (self->history, g_strdup (self->current));

  g_hash_table_remove_all (self->anchors);
  self->scroll_target = NULL;
  if (topic != NULL)
    {
      page = lair_rules_window_render_page (self, topic->page);
      adw_window_title_set_title (self->page_title, topic->page->title);
      g_free (self->current);
      self->current = g_strdup (topic->page->id);
    }
  else
    {
      page = adw_status_page_new ();
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "help-browser-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (page), _("No Rules Found"));
      adw_window_title_set_title (self->page_title, "");
      g_clear_pointer (&self->current, g_free);
    }
  adw_clamp_set_child (self->content_clamp, page);
  mark_row (self, self->current);
  scroll_to_section (self, section_id);
  update_back (self);
}

static gboolean
go_back (LairRulesWindow *self)
{
  if (self->history->len > 0)
    {
      g_autofree char *previous = g_ptr_array_steal_index (self->history, self->history->len - 1);

      show_xref (self, previous, FALSE);
      return TRUE;
    }
  if (adw_leaflet_get_folded (self->leaflet) &&
      adw_leaflet_get_visible_child (self->leaflet) == self->content_pane)
    return adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
  return FALSE;
}

/* Callbacks */

static gboolean
follow_link_cb (gpointer user_data)
{
  LairRulesWindow *self = user_data;
  g_autofree char *xref = g_steal_pointer (&self->link_xref);

  self->link_idle_id = 0;
  show_xref (self, xref, TRUE);
  /* the link that had the focus is gone: keep the focus nearby */
  if (self->link_had_focus)
    gtk_widget_grab_focus (GTK_WIDGET (self->back_button));
  return G_SOURCE_REMOVE;
}

static gboolean
activate_link_cb (LairRulesWindow *self,
                  const char      *uri,
                  GtkLabel        *label)
{
  /* every link is to a page; nothing leaves the window */
  if (lookup_topic (self, uri) == NULL)
    return TRUE;

  /* the label must outlive its own signal, so the page changes after it */
  g_free (self->link_xref);
  self->link_xref = g_strdup (uri);
  self->link_had_focus = gtk_widget_has_focus (GTK_WIDGET (label));
  if (self->link_idle_id == 0)
    self->link_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, follow_link_cb, self, NULL);
  return TRUE;
}

static void
topic_activated_cb (LairRulesWindow *self,
                    GtkListBoxRow   *row)
{
  show_xref (self, g_object_get_data (G_OBJECT (row), "lair-page-id"), TRUE);
  adw_leaflet_set_visible_child (self->leaflet, self->content_pane);
}

static void
folded_changed_cb (LairRulesWindow *self)
{
  update_back (self);
}

static gboolean
topic_matches (LairRulesWindow *self,
               Topic           *topic,
               char           **words)
{
  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; !found && topic->tokens[j] != NULL; j++)
        found = g_str_has_prefix (topic->tokens[j], words[i]);
      for (guint j = 0; !found && topic->alternates[j] != NULL; j++)
        found = g_str_has_prefix (topic->alternates[j], words[i]);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static char **
get_search_words (LairRulesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  return g_str_tokenize_and_fold (text, NULL, NULL);
}

static gboolean
filter_topic_cb (GtkListBoxRow *row,
                 gpointer       user_data)
{
  LairRulesWindow *self = user_data;
  g_auto(GStrv) words = get_search_words (self);
  Topic *topic = g_hash_table_lookup (self->topics, g_object_get_data (G_OBJECT (row), "lair-page-id"));

  return topic != NULL && topic_matches (self, topic, words);
}

static void
search_changed_cb (LairRulesWindow *self)
{
  g_auto(GStrv) words = get_search_words (self);
  GtkListBoxRow *row;
  gboolean any = FALSE;

  gtk_list_box_invalidate_filter (self->topic_list);
  for (int i = 0; !any && (row = gtk_list_box_get_row_at_index (self->topic_list, i)) != NULL; i++)
    {
      Topic *topic = g_hash_table_lookup (self->topics,
                                          g_object_get_data (G_OBJECT (row), "lair-page-id"));

      any = topic != NULL && topic_matches (self, topic, words);
    }
  gtk_stack_set_visible_child_name (self->sidebar_stack, any ? "topics" : "no-results");
}

static GtkListBoxRow *
get_first_match (LairRulesWindow *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->topic_list, i)) != NULL; i++)
    if (gtk_widget_get_child_visible (GTK_WIDGET (row)))
      return row;
  return NULL;
}

static void
search_activate_cb (LairRulesWindow *self)
{
  GtkListBoxRow *row = get_first_match (self);

  if (row != NULL)
    topic_activated_cb (self, row);
}

/* Down from the search goes to the topics found */
static gboolean
search_key_pressed_cb (LairRulesWindow       *self,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       GtkEventControllerKey *controller)
{
  GtkListBoxRow *row;

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return GDK_EVENT_PROPAGATE;

  row = get_first_match (self);
  if (row == NULL)
    return GDK_EVENT_PROPAGATE;
  gtk_widget_grab_focus (GTK_WIDGET (row));
  return GDK_EVENT_STOP;
}

static void
search_mode_changed_cb (LairRulesWindow *self)
{
  if (!gtk_search_bar_get_search_mode (self->search_bar))
    return;
  /* the search is in the sidebar, even when typing starts it */
  adw_leaflet_set_visible_child (self->leaflet, self->sidebar_pane);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
update_header_cb (GtkListBoxRow *row,
                  GtkListBoxRow *before,
                  gpointer       user_data)
{
  const char *group = g_object_get_data (G_OBJECT (row), "lair-group");
  const char *before_group = before != NULL ? g_object_get_data (G_OBJECT (before), "lair-group") : NULL;
  GtkWidget *header;

  if (group == NULL || group == before_group)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  header = gtk_label_new (group);
  gtk_label_set_xalign (GTK_LABEL (header), 0.0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_widget_set_margin_top (header, before != NULL ? 18 : 6);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "dim-label");
  gtk_list_box_row_set_header (row, header);
}

/* Actions */

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  go_back (LAIR_RULES_WINDOW (widget));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (widget);

  if (gtk_search_bar_get_search_mode (self->search_bar))
    search_mode_changed_cb (self);
  else
    gtk_search_bar_set_search_mode (self->search_bar, TRUE);
}

static void
open_help_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (widget);
  g_autofree char *uri = g_strconcat (HELP_URI_PREFIX, self->current != NULL ? self->current : INDEX_ID,
                                      NULL);

  gtk_show_uri (GTK_WINDOW (self), uri, GDK_CURRENT_TIME);
}

/* Escape: the search first, then the window */
static void
dismiss_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (widget);

  if (gtk_search_bar_get_search_mode (self->search_bar))
    gtk_search_bar_set_search_mode (self->search_bar, FALSE);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
lair_rules_window_dispose (GObject *object)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (object);

  if (self->scroll_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick_id);
      self->scroll_tick_id = 0;
    }
  self->scroll_target = NULL;
  self->scroll_row = NULL;
  g_clear_handle_id (&self->link_idle_id, g_source_remove);
  g_clear_pointer (&self->anchors, g_hash_table_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (lair_rules_window_parent_class)->dispose (object);
}

static void
lair_rules_window_finalize (GObject *object)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (object);

  g_clear_pointer (&self->topics, g_hash_table_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_free (self->current);
  g_free (self->link_xref);

  G_OBJECT_CLASS (lair_rules_window_parent_class)->finalize (object);
}

static void
lair_rules_window_class_init (LairRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_rules_window_dispose;
  object_class->finalize = lair_rules_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/spiderlair/SpiderLair/lair-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, sidebar_pane);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, content_pane);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, page_title);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, content_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, content_clamp);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, topic_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, topic_list);
  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, topic_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_key_pressed_cb);

  gtk_widget_class_install_action (widget_class, "rules.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "rules.open-help", NULL, open_help_action);
  gtk_widget_class_install_action (widget_class, "rules.dismiss", NULL, dismiss_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "rules.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "rules.dismiss", NULL);
}

static void
lair_rules_window_init (LairRulesWindow *self)
{
  GtkEventController *shortcuts;

  self->topics = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, topic_free);
  self->groups = g_ptr_array_new_with_free_func (g_free);
  self->history = g_ptr_array_new_with_free_func (g_free);
  self->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* before the leaflet, which takes Alt+Left for itself when folded */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Left, GDK_ALT_MASK),
                                                          gtk_named_action_new ("rules.back")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->topic_list, filter_topic_cb, self, NULL);
  gtk_list_box_set_header_func (self->topic_list, update_header_cb, NULL, NULL);

  load_topics (self);
  update_back (self);
}

/**
 * lair_rules_window_new:
 * @parent: (nullable): the window it belongs to
 * @page_id: (nullable): the page to open at, "index" if %NULL or unknown
 *
 * Returns: (transfer full): a rules window
 */
GtkWindow *
lair_rules_window_new (GtkWindow  *parent,
                       const char *page_id)
{
  LairRulesWindow *self;

  self = g_object_new (LAIR_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  show_xref (self, page_id != NULL ? page_id : INDEX_ID, FALSE);
  adw_leaflet_set_visible_child (self->leaflet, self->content_pane);
  return GTK_WINDOW (self);
}

/**
 * lair_rules_window_get_page_id:
 * @self: a rules window
 *
 * Returns: (nullable): the id of the page shown
 */
const char *
lair_rules_window_get_page_id (LairRulesWindow *self)
{
  g_return_val_if_fail (LAIR_IS_RULES_WINDOW (self), NULL);

  return self->current;
}

/**
 * lair_rules_window_show_page:
 * @self: a rules window
 * @page_id: the page to show, or `id#section`; an unknown page shows the
 *   index
 *
 * Shows a page, remembering the one shown before for going back.
 */
void
lair_rules_window_show_page (LairRulesWindow *self,
                             const char      *page_id)
{
  g_return_if_fail (LAIR_IS_RULES_WINDOW (self));

  show_xref (self, page_id != NULL ? page_id : INDEX_ID, TRUE);
  adw_leaflet_set_visible_child (self->leaflet, self->content_pane);
}
