/* lair-help-view.c — a help page, drawn as labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view draws one Mallard page as GNOME Help would show it: headings,
 * paragraphs, lists, terms, notes and tables, what a guide lists and
 * what the page is related to. Every word goes through
 * g_markup_escape_text(), so nothing in a page is taken for markup;
 * links are <a href="page-id">, and those to a page of the book are
 * offered through LairHelpView::follow-link.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "lair-help-view.h"

struct _LairHelpView
{
  GtkWidget     parent_instance;

  LairHelpBook *book;
  GtkWidget    *page_box;
  GHashTable   *anchors;       /* section id → its heading, on the page shown */

  /* a link followed, until the signal is out */
  char         *link_xref;
  gboolean      link_had_focus;
  guint         link_idle_id;
};

G_DEFINE_FINAL_TYPE (LairHelpView, lair_help_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOOK,
  N_PROPS
};

enum {
  FOLLOW_LINK,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
title_for_xref_cb (const char *xref,
                   gpointer    user_data)
{
  LairHelpView *self = user_data;

  return lair_help_book_get_title (self->book, xref);
}

static gboolean
follow_link_cb (gpointer user_data)
{
  LairHelpView *self = user_data;
  g_autofree char *xref = g_steal_pointer (&self->link_xref);

  self->link_idle_id = 0;
  g_signal_emit (self, signals[FOLLOW_LINK], 0, xref, self->link_had_focus);
  return G_SOURCE_REMOVE;
}

static gboolean
activate_link_cb (LairHelpView *self,
                  const char   *uri,
                  GtkLabel     *label)
{
  /* every link is to a page; nothing leaves the book */
  if (lair_help_book_lookup (self->book, uri) == NULL)
    return TRUE;

  /* the label must outlive its own signal, so the page changes after it */
  g_free (self->link_xref);
  self->link_xref = g_strdup (uri);
  self->link_had_focus = gtk_widget_has_focus (GTK_WIDGET (label));
  if (self->link_idle_id == 0)
    self->link_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, follow_link_cb, self, NULL);
  return TRUE;
}

static GtkWidget *
vbox_new (int spacing)
{
  return gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
}

#if GTK_CHECK_VERSION (4, 22, 0)
typedef struct {
  GPtrArray *texts;   /* each link's words, in order */
  GString   *text;    /* the words of the link being read */
  guint      depth;   /* how deep in a link the reader is */
} LinkReader;

static void
link_start_cb (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              data,
               GError              **error)
{
  LinkReader *reader = data;

  if (reader->depth > 0)
    reader->depth++;
  else if (g_str_equal (element, "a"))
    {
      reader->depth = 1;
      g_string_truncate (reader->text, 0);
    }
}

static void
link_end_cb (GMarkupParseContext  *context,
             const char           *element,
             gpointer              data,
             GError              **error)
{
  LinkReader *reader = data;

  if (reader->depth > 0 && --reader->depth == 0)
    g_ptr_array_add (reader->texts, g_strdup (reader->text->str));
}

static void
link_text_cb (GMarkupParseContext  *context,
              const char           *text,
              gsize                 length,
              gpointer              data,
              GError              **error)
{
  LinkReader *reader = data;

  if (reader->depth > 0)
    g_string_append_len (reader->text, text, (gssize) length);
}

/* GTK 4.22 shows each link of a label to a screen reader, as a stop of
 * its own, but unnamed: each is named for its words, read from the
 * label's markup. Once the label is shown: GTK gives a link its role as
 * the label joins a window, and a link told its name before that would
 * already be in use. */
static void
name_links_cb (GtkWidget *label)
{
  static const GMarkupParser parser = { link_start_cb, link_end_cb, link_text_cb, NULL, NULL };
  const char *markup = g_object_get_data (G_OBJECT (label), "lair-link-markup");
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);
  LinkReader reader = { texts, text, 0 };
  g_autoptr(GMarkupParseContext) context = NULL;
  GtkAccessibleHypertextInterface *iface;

  g_signal_handlers_disconnect_by_func (label, name_links_cb, NULL);
  if (markup == NULL || !GTK_IS_ACCESSIBLE_HYPERTEXT (label))
    return;
  /* the markup is a label's: one element round it makes it a document */
  context = g_markup_parse_context_new (&parser, 0, &reader, NULL);
  if (!g_markup_parse_context_parse (context, "<markup>", -1, NULL) ||
      !g_markup_parse_context_parse (context, markup, -1, NULL) ||
      !g_markup_parse_context_parse (context, "</markup>", -1, NULL) ||
      !g_markup_parse_context_end_parse (context, NULL))
    return;
  iface = GTK_ACCESSIBLE_HYPERTEXT_GET_IFACE (label);
  if (iface->get_n_links == NULL || iface->get_link == NULL ||
      iface->get_n_links (GTK_ACCESSIBLE_HYPERTEXT (label)) != texts->len)
    return;
  for (guint i = 0; i < texts->len; i++)
    {
      GtkAccessibleHyperlink *link = iface->get_link (GTK_ACCESSIBLE_HYPERTEXT (label), i);

      if (link != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        g_ptr_array_index (texts, i), -1);
    }
}
#endif

/* Sets @markup on @label, and names its links */
static void
set_markup (GtkWidget  *label,
            const char *markup)
{
  gtk_label_set_markup (GTK_LABEL (label), markup);
#if GTK_CHECK_VERSION (4, 22, 0)
  if (strstr (markup, "<a ") != NULL)
    {
      g_object_set_data_full (G_OBJECT (label), "lair-link-markup", g_strdup (markup), g_free);
      g_signal_connect (label, "map", G_CALLBACK (name_links_cb), NULL);
    }
#endif
}

static GtkWidget *
text_label_new (LairHelpView *self,
                const char   *markup,
                const char   *style_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  set_markup (label, markup);
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
spans_label_new (LairHelpView *self,
                 GPtrArray    *spans,
                 const char   *style_class)
{
  g_autofree char *markup = lair_mallard_spans_to_markup (spans, title_for_xref_cb, self);

  return text_label_new (self, markup, style_class);
}

static GtkWidget *
heading_new (LairHelpView *self,
             const char   *markup,
             int           level)
{
  static const char * const classes[] = { "title-1", "title-2", "title-3", "title-4", "heading" };
  GtkWidget *label;

  level = CLAMP (level, 1, (int) G_N_ELEMENTS (classes));
  label = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        NULL);
  set_markup (label, markup);
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

/* A link to @page, with its description under it, as guides list them */
static GtkWidget *
page_link_new (LairHelpView          *self,
               const LairMallardPage *page)
{
  GtkWidget *box = vbox_new (2);
  g_autofree char *href = g_markup_escape_text (page->id, -1);
  g_autofree char *title = g_markup_escape_text (page->title, -1);
  g_autofree char *markup = g_strdup_printf ("<a href=\"%s\">%s</a>", href, title);

  gtk_box_append (GTK_BOX (box), text_label_new (self, markup, NULL));
  if (page->desc != NULL)
    {
      g_autofree char *desc = g_markup_escape_text (page->desc, -1);

      gtk_box_append (GTK_BOX (box), text_label_new (self, desc, "dim-label"));
    }
  return box;
}

static void
append_page_links (LairHelpView *self,
                   GtkBox       *box,
                   GPtrArray    *pages)
{
  GtkWidget *list;

  if (pages->len == 0)
    return;

  list = g_object_new (GTK_TYPE_BOX,
                       "orientation", GTK_ORIENTATION_VERTICAL,
                       "spacing", 12,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                       NULL);
  for (guint i = 0; i < pages->len; i++)
    gtk_box_append (GTK_BOX (list), page_link_new (self, g_ptr_array_index (pages, i)));
  gtk_box_append (box, list);
}

/* The pages a guide section lists: those with a guide link to it */
static void
append_guide_links (LairHelpView          *self,
                    GtkBox                *box,
                    const LairMallardPage *guide,
                    const char            *section_id)
{
  g_autoptr(GPtrArray) members = lair_help_book_list_guide_section (self->book, guide->id, section_id);

  append_page_links (self, box, members);
}

static void render_blocks (LairHelpView          *self,
                           const LairMallardPage *page,
                           GtkBox                *box,
                           GPtrArray             *blocks,
                           int                    level);

static GtkWidget *
render_list (LairHelpView          *self,
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
render_terms (LairHelpView          *self,
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
render_note (LairHelpView          *self,
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
render_table (LairHelpView          *self,
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
render_blocks (LairHelpView          *self,
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

static void
append_see_also (LairHelpView          *self,
                 GtkBox                *box,
                 const LairMallardPage *page)
{
  g_autoptr(GPtrArray) related = lair_help_book_list_related (self->book, page);
  g_autofree char *heading = NULL;
  GtkWidget *section;

  if (related->len == 0)
    return;

  heading = g_markup_escape_text (_("See Also"), -1);
  section = vbox_new (12);
  gtk_widget_set_margin_top (section, 12);
  gtk_box_append (GTK_BOX (section), heading_new (self, heading, 2));
  append_page_links (self, GTK_BOX (section), related);
  gtk_box_append (box, section);
}

static GtkWidget *
render_page (LairHelpView          *self,
             const LairMallardPage *page)
{
  g_autofree char *title = g_markup_escape_text (page->title, -1);
  GtkWidget *box = vbox_new (12);

  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);

  gtk_box_append (GTK_BOX (box), heading_new (self, title, 1));
  render_blocks (self, page, GTK_BOX (box), page->blocks, 1);
  if (g_strcmp0 (page->type, "guide") == 0)
    append_guide_links (self, GTK_BOX (box), page, NULL);
  append_see_also (self, GTK_BOX (box), page);
  return box;
}

static void
lair_help_view_dispose (GObject *object)
{
  LairHelpView *self = LAIR_HELP_VIEW (object);

  g_clear_handle_id (&self->link_idle_id, g_source_remove);
  g_clear_pointer (&self->anchors, g_hash_table_unref);
  g_clear_pointer (&self->page_box, gtk_widget_unparent);

  G_OBJECT_CLASS (lair_help_view_parent_class)->dispose (object);
}

static void
lair_help_view_finalize (GObject *object)
{
  LairHelpView *self = LAIR_HELP_VIEW (object);

  g_clear_object (&self->book);
  g_free (self->link_xref);

  G_OBJECT_CLASS (lair_help_view_parent_class)->finalize (object);
}

static void
lair_help_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LairHelpView *self = LAIR_HELP_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOOK:
      g_value_set_object (value, self->book);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_help_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  LairHelpView *self = LAIR_HELP_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOOK:
      self->book = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_help_view_class_init (LairHelpViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_help_view_dispose;
  object_class->finalize = lair_help_view_finalize;
  object_class->get_property = lair_help_view_get_property;
  object_class->set_property = lair_help_view_set_property;

  /**
   * LairHelpView:book:
   *
   * The pages that links lead to, that guides list and that pages are
   * related to.
   */
  properties[PROP_BOOK] =
    g_param_spec_object ("book", NULL, NULL,
                         LAIR_TYPE_HELP_BOOK,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairHelpView::follow-link:
   * @self: the view
   * @xref: the page, or `id#section`, a link of the page leads to
   * @had_focus: whether the link had the keyboard focus, which a new
   *   page takes away
   *
   * A link to a page of the book was activated. It is emitted once the
   * link's label is done with it, so a handler may show another page.
   */
  signals[FOLLOW_LINK] =
    g_signal_new ("follow-link",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
lair_help_view_init (LairHelpView *self)
{
  self->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* on the view, not the page: sections are found in the page's own
   * coordinates, which the view's scroller has too */
  gtk_widget_set_margin_top (GTK_WIDGET (self), 24);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 24);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
}

/**
 * lair_help_view_new:
 * @book: the pages that links lead to
 *
 * Returns: (transfer floating): a view showing no page
 */
GtkWidget *
lair_help_view_new (LairHelpBook *book)
{
  g_return_val_if_fail (LAIR_IS_HELP_BOOK (book), NULL);

  return g_object_new (LAIR_TYPE_HELP_VIEW,
                       "book", book,
                       NULL);
}

/**
 * lair_help_view_set_page:
 * @self: a help view
 * @page: (nullable): the page to show, of the book or not; %NULL for
 *   none
 *
 * Draws @page in place of the one shown, with links to the book's
 * pages. @page is read now and not kept.
 */
void
lair_help_view_set_page (LairHelpView          *self,
                         const LairMallardPage *page)
{
  g_return_if_fail (LAIR_IS_HELP_VIEW (self));

  g_hash_table_remove_all (self->anchors);
  g_clear_pointer (&self->page_box, gtk_widget_unparent);
  if (page == NULL)
    return;
  self->page_box = render_page (self, page);
  gtk_widget_set_parent (self->page_box, GTK_WIDGET (self));
}

/**
 * lair_help_view_get_section:
 * @self: a help view
 * @section_id: the id of a section of the page shown
 *
 * Returns: (transfer none) (nullable): the section's heading, to scroll
 *   to, if the page shown has such a section with a title
 */
GtkWidget *
lair_help_view_get_section (LairHelpView *self,
                            const char   *section_id)
{
  g_return_val_if_fail (LAIR_IS_HELP_VIEW (self), NULL);
  g_return_val_if_fail (section_id != NULL, NULL);

  return g_hash_table_lookup (self->anchors, section_id);
}
