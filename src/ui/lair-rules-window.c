/* lair-rules-window.c — the rules: the help pages, browsed inside the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the same Mallard pages as GNOME Help: a sidebar of
 * topics grouped as the index groups them, with a search, and the page
 * (a LairHelpView), whose links are followed inside the window with a
 * history to go back through.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "lair-help-view.h"
#include "lair-labels.h"
#include "lair-rules-window.h"

#define INDEX_ID "index"
#define HELP_URI_PREFIX "help:" GETTEXT_PACKAGE "/"
/* frames to wait for a new page to be laid out before scrolling to a section */
#define MAX_SCROLL_TICKS 10

struct _LairRulesWindow
{
  AdwWindow          parent_instance;

  LairHelpBook      *book;
  LairHelpView      *view;            /* the page, when there is one */
  GPtrArray         *groups;          /* titles of the index's sections */
  GPtrArray         *history;         /* xrefs of the pages before this one */
  char              *current;         /* id of the page shown */

  /* scrolling, once the new page is laid out */
  GtkWidget         *scroll_target;   /* a section heading of the page shown */
  GtkWidget         *scroll_row;      /* the page's row in the sidebar */
  guint              scroll_tick_id;
  guint              scroll_ticks;

  /* template widgets */
  AdwLeaflet        *leaflet;
  GtkWidget         *sidebar_pane;
  GtkWidget         *search_button;
  GtkWidget         *help_button;
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

/* The sidebar */

static GtkWidget *
topic_row_new (const LairMallardPage *page,
               const char            *group)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (page->title);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* the topic a key stops on is said by its title */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, page->title, -1);
  g_object_set_data_full (G_OBJECT (row), "lair-page-id", g_strdup (page->id), g_free);
  g_object_set_data (G_OBJECT (row), "lair-group", (gpointer) group);
  return row;
}

/* Rows for @pages, under the heading @title */
static void
append_group (LairRulesWindow *self,
              char            *title,
              GPtrArray       *pages,
              GHashTable      *listed)
{
  g_ptr_array_add (self->groups, title);
  for (guint i = 0; i < pages->len; i++)
    {
      const LairMallardPage *page = g_ptr_array_index (pages, i);

      g_hash_table_add (listed, page->id);
      gtk_list_box_append (self->topic_list, topic_row_new (page, title));
    }
}

/* The topics in the index's order: the index, then its sections in
 * order, each with its pages by title; pages the index does not list
 * come last. */
static void
fill_topic_list (LairRulesWindow *self)
{
  const LairMallardPage *index = lair_help_book_lookup (self->book, INDEX_ID);
  g_autoptr(GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) pages = lair_help_book_list_pages (self->book);
  g_autoptr(GPtrArray) others = g_ptr_array_new ();

  if (index != NULL)
    {
      gtk_list_box_append (self->topic_list, topic_row_new (index, NULL));
      g_hash_table_add (listed, index->id);
      for (guint i = 0; i < index->blocks->len; i++)
        {
          LairMallardBlock *section = g_ptr_array_index (index->blocks, i);
          g_autoptr(GPtrArray) members = NULL;

          if (section->kind != LAIR_MALLARD_BLOCK_SECTION || section->id == NULL)
            continue;
          members = lair_help_book_list_guide_section (self->book, INDEX_ID, section->id);
          append_group (self,
                        section->title != NULL ? lair_mallard_spans_to_text (section->title, NULL, NULL)
                                               : g_strdup (section->id),
                        members, listed);
        }
    }

  for (guint i = 0; i < pages->len; i++)
    {
      const LairMallardPage *page = g_ptr_array_index (pages, i);

      if (!g_hash_table_contains (listed, page->id))
        g_ptr_array_add (others, (gpointer) page);
    }
  if (others->len > 0)
    append_group (self, g_strdup (_("More Topics")), others, listed);
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

  self->scroll_target = section_id != NULL ? lair_help_view_get_section (self->view, section_id) : NULL;
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
  const LairMallardPage *page = lair_help_book_lookup (self->book, xref);
  const char *hash = xref != NULL ? strchr (xref, '#') : NULL;
  const char *section_id = hash != NULL ? hash + 1 : NULL;
  GtkWidget *shown;

  if (page == NULL)
    {
      page = lair_help_book_lookup (self->book, INDEX_ID);
      section_id = NULL;
    }

  if (page != NULL && g_strcmp0 (page->id, self->current) == 0)
    {
      scroll_to_section (self, section_id);
      return;
    }

  if (remember && self->current != NULL)
    g_ptr_array_add (self->history, g_strdup (self->current));

  self->scroll_target = NULL;
  lair_help_view_set_page (self->view, page);
  if (page != NULL)
    {
      shown = GTK_WIDGET (self->view);
      adw_window_title_set_title (self->page_title, page->title);
      g_free (self->current);
      self->current = g_strdup (page->id);
    }
  else
    {
      shown = adw_status_page_new ();
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (shown), "help-browser-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (shown), _("No Rules Found"));
      adw_window_title_set_title (self->page_title, "");
      g_clear_pointer (&self->current, g_free);
    }
  if (adw_clamp_get_child (self->content_clamp) != shown)
    adw_clamp_set_child (self->content_clamp, shown);
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

static void
follow_link_cb (LairRulesWindow *self,
                const char      *xref,
                gboolean         had_focus)
{
  show_xref (self, xref, TRUE);
  /* the link that had the focus is gone: keep the focus nearby */
  if (had_focus)
    gtk_widget_grab_focus (GTK_WIDGET (self->back_button));
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
filter_topic_cb (GtkListBoxRow *row,
                 gpointer       user_data)
{
  LairRulesWindow *self = user_data;
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  return lair_help_book_page_matches (self->book, g_object_get_data (G_OBJECT (row), "lair-page-id"),
                                      query);
}

static void
search_changed_cb (LairRulesWindow *self)
{
  GtkListBoxRow *row;
  gboolean any = FALSE;

  gtk_list_box_invalidate_filter (self->topic_list);
  for (int i = 0; !any && (row = gtk_list_box_get_row_at_index (self->topic_list, i)) != NULL; i++)
    any = filter_topic_cb (row, self);
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
  g_clear_object (&self->view);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (lair_rules_window_parent_class)->dispose (object);
}

static void
lair_rules_window_finalize (GObject *object)
{
  LairRulesWindow *self = LAIR_RULES_WINDOW (object);

  g_clear_object (&self->book);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_free (self->current);

  G_OBJECT_CLASS (lair_rules_window_parent_class)->finalize (object);
}

static void
lair_rules_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (lair_rules_window_parent_class)->map (widget);
  lair_let_close_focus (widget);
}

static void
lair_rules_window_class_init (LairRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = lair_rules_window_map;

  object_class->dispose = lair_rules_window_dispose;
  object_class->finalize = lair_rules_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/spiderlair/SpiderLair/lair-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, sidebar_pane);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, LairRulesWindow, help_button);
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

  self->groups = g_ptr_array_new_with_free_func (g_free);
  self->history = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));
  lair_accessible_icon_buttons (GTK_WIDGET (self));
  /* the two buttons' tooltips are their names: said once */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->search_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->help_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

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

  self->book = lair_help_book_new_from_resource (NULL);
  /* kept while a status page takes its place */
  self->view = g_object_ref_sink (LAIR_HELP_VIEW (lair_help_view_new (self->book)));
  g_signal_connect_object (self->view, "follow-link", G_CALLBACK (follow_link_cb), self,
                           G_CONNECT_SWAPPED);
  fill_topic_list (self);
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
