/* lair-game-view.c — the board: badges, the path of rooms, the game log
 * and the seats around it
 *
 * The status badges, the path and the log follow the story as the
 * storyteller tells it, so they never show an outcome before its
 * moment; at the end of each dungeon a summary card lies over the board
 * until the players go on. A game watched again has
 * a bar over the board to pause it, step it room by room, change its
 * speed and go back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-dungeon-table.h"
#include "lair-accessible-props.h"
#include "lair-breakpoint-bin.h"
#include "lair-game-view.h"
#include "lair-labels.h"
#include "lair-path.h"
#include "lair-seat-panel.h"
#include "lair-storyteller.h"

struct _LairGameView
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  GSettings        *settings;
  GListStore       *players;
  GtkStringList    *log;
  LairStoryteller  *storyteller;
  guint             scroll_source;

  LairBreakpointBin *fold;
  GtkWidget        *content;
  GtkFlowBox       *status_box;
  GtkToggleButton  *log_button;
  GtkWidget        *board_overlay;
  GtkWidget        *log_separator;
  GtkWidget        *log_box;
  LairPath         *path;
  gboolean          laid_out_narrow; /* the layout the badges, log and seats are in */
  gboolean          laid_out_compact; /* the seats' layout in place, which follows in an idle */
  int               seats_height;
  guint             fold_source;
  GtkWidget        *summary_card;
  GtkLabel         *summary_title;
  GtkLabel         *summary_ending;
  LairDungeonTable *summary_table;
  GtkButton        *next_button;
  GtkListView      *log_view;
  GtkWidget        *seat_scroller;
  GtkFlowBox       *seat_box;

  GtkWidget        *room_badge;
  GtkWidget        *bravery_badge;
  GtkWidget        *floor_badge;
  GtkWidget        *odds_badge;
  GtkWidget        *rumor_badge;

  GtkWidget        *watch_bar;
  GtkButton        *pause_button;
  gint              watch_speed;
  GSimpleActionGroup *watch_actions;

  gboolean          focus_seats;
  guint             focus_source;
  guint             due_source;
  gint              due_seat;
  gboolean          due_pending;
  gboolean          keyboard;
  gboolean          show_odds;
  gulong            ring_handler;
  gulong            active_handler;
  guint             refocus_source;
};

G_DEFINE_FINAL_TYPE (LairGameView, lair_game_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SETTINGS,
  PROP_BUSY,
  PROP_WATCH_SPEED,
  PROP_SHOW_ODDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Badges */

/* On a phone two badges share a line, the longer words shortened, and the
 * badges themselves are slimmer to leave the words room. */
static void
set_badge_narrow (GtkWidget *badge,
                  gboolean   narrow)
{
  gtk_label_set_max_width_chars (GTK_LABEL (gtk_widget_get_last_child (badge)), narrow ? 16 : -1);
  gtk_box_set_spacing (GTK_BOX (badge), narrow ? 4 : 6);
  if (narrow)
    gtk_widget_add_css_class (badge, "narrow");
  else
    gtk_widget_remove_css_class (badge, "narrow");
}

static GtkWidget *
badge_new (LairGameView *self,
           const char   *icon_name,
           const char   *tooltip)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *image = gtk_image_new_from_icon_name (icon_name);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* the words take all the badge has: its column may be wider than they
   * ask for, as the longest badge of the column sets it */
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (box, "badge");
  gtk_widget_set_tooltip_text (box, tooltip);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), label);
  /* narrow until the first allocation says otherwise */
  set_badge_narrow (box, TRUE);
  gtk_flow_box_append (self->status_box, box);
  gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
  return box;
}

/* Whether the board is laid out for a narrow window */
static gboolean
is_narrow (LairGameView *self)
{
  return lair_breakpoint_bin_get_narrow (self->fold);
}

/* The story the board tells */
static LairStory *
story (LairGameView *self)
{
  return self->storyteller != NULL ? lair_storyteller_get_story (self->storyteller) : NULL;
}

static gboolean
is_busy (LairGameView *self)
{
  return self->storyteller != NULL && lair_story_get_busy (story (self));
}

static gboolean
is_waiting (LairGameView *self)
{
  return self->storyteller != NULL && lair_story_get_waiting (story (self));
}

/* The table as the board has told it: while a story is told the session
 * may stand rooms further on already */
static LairShownBoard *
shown_board (LairGameView *self)
{
  return lair_story_get_board (story (self));
}

/* What each badge says, from the table as the board has told it */

static char *
room_text_cb (LairGameView *self,
              guint         room,
              guint         dungeon,
              gboolean      narrow)
{
  if (room > 0 && narrow)
    /* Translators: the room the players are in, on a phone (the dungeon is in the title) */
    return g_strdup_printf (_("Room %u"), room);
  if (room > 0)
    /* Translators: the dungeon (1 to 5) and the room the players are in */
    return g_strdup_printf (_("Dungeon %u · Room %u"), dungeon, room);
  return g_strdup_printf (_("Dungeon %u"), dungeon);
}

static char *
bravery_text_cb (LairGameView *self,
                 gint          bravery)
{
  /* Translators: the bravery badge */
  return g_strdup_printf (_("Bravery %d"), bravery);
}

/* the badge's picture says it is the floor */
static char *
floor_text_cb (LairGameView *self,
               gint          gems,
               guint         bars,
               gint          bar_value,
               gboolean      narrow)
{
  g_autofree char *gem_text = NULL;

  if (bars > 0 && narrow)
    /* Translators: gems and gold bars on the floor, on a phone */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d, %u bar", "%d, %u bars", bars), gems, bars);
  gem_text = lair_format_gems (gems);
  if (bars == 0)
    return g_steal_pointer (&gem_text);
  /* Translators: what lies on the floor: "3 gems", then gold bars and their value */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u bar ($%d)", "%s, %u bars ($%d)", bars),
                          gem_text, bars, bar_value);
}

static char *
odds_text_cb (LairGameView *self,
              double        lair_odds,
              gboolean      narrow)
{
  if (narrow)
    /* Translators: the chance the next room is the lair, on a phone */
    return g_strdup_printf (_("Lair %.0f%%"), 100.0 * lair_odds);
  /* Translators: the chance the next room is the spider's lair */
  return g_strdup_printf (_("Lair odds %.0f%%"), 100.0 * lair_odds);
}

static char *
rumor_text_cb (LairGameView *self,
               double        rumored_gems,
               gboolean      narrow)
{
  if (narrow)
    /* Translators: the gems the next room is rumored to hold, on a phone */
    return g_strdup_printf (_("~%.1f gems"), rumored_gems);
  /* Translators: the gems the next room is rumored to hold */
  return g_strdup_printf (_("Rumored %.1f gems"), rumored_gems);
}

/* a dungeon's summary shows the odds of its last decision; a game
 * resumed there no longer knows them, and shows none rather than zero */
static gboolean
odds_visible_cb (LairGameView *self,
                 gboolean      show_odds,
                 gboolean      waiting,
                 double        lair_odds,
                 double        rumored_gems)
{
  return show_odds && !(waiting && lair_odds == 0.0 && rumored_gems == 0.0);
}

/* A badge's accessible name: its text and what it means */
static char *
badge_name_cb (LairGameView *self,
               const char   *text,
               GtkWidget    *badge)
{
  /* Translators: a badge's value, then its tooltip explaining it */
  return g_strdup_printf (_("%s. %s"), text, gtk_widget_get_tooltip_text (badge));
}

/* Binds @badge's words to @callback over the @n_params expressions that
 * follow: its text, and its accessible name */
static void
bind_badge (LairGameView *self,
            GtkWidget    *badge,
            GCallback     callback,
            guint         n_params,
            ...)
{
  GtkExpression *text;
  va_list args;

  va_start (args, n_params);
  text = lair_closure_expression_valist (G_TYPE_STRING, callback, n_params, args);
  va_end (args);
  gtk_expression_bind (gtk_expression_ref (text), gtk_widget_get_last_child (badge), "label", self);
  g_object_set_data_full (G_OBJECT (badge), "lair-accessible", lair_accessible_props_new (badge), g_object_unref);
  gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 1, &text, G_CALLBACK (badge_name_cb),
                                                    badge, NULL),
                       g_object_get_data (G_OBJECT (badge), "lair-accessible"), "label", self);
}

/* The badges show the table as the board has told it, in the words the
 * layout has room for */
static void
bind_badges (LairGameView *self)
{
  LairShownBoard *board = shown_board (self);
  GtkExpression *visible[] = {
    gtk_property_expression_new (LAIR_TYPE_GAME_VIEW, NULL, "show-odds"),
    lair_object_lookup (story (self), "waiting"),
    lair_object_lookup (board, "lair-odds"),
    lair_object_lookup (board, "rumored-gems"),
  };
  GtkExpression *odds_visible = gtk_cclosure_expression_new (G_TYPE_BOOLEAN, NULL, G_N_ELEMENTS (visible), visible,
                                                             G_CALLBACK (odds_visible_cb), NULL, NULL);

  bind_badge (self, self->room_badge, G_CALLBACK (room_text_cb), 3,
              lair_object_lookup (board, "room"), lair_object_lookup (board, "dungeon"),
              lair_object_lookup (self->fold, "narrow"));
  bind_badge (self, self->bravery_badge, G_CALLBACK (bravery_text_cb), 1, lair_object_lookup (board, "bravery"));
  bind_badge (self, self->floor_badge, G_CALLBACK (floor_text_cb), 4,
              lair_object_lookup (board, "floor-gems"), lair_object_lookup (board, "floor-bars"),
              lair_object_lookup (board, "floor-bar-value"), lair_object_lookup (self->fold, "narrow"));
  bind_badge (self, self->odds_badge, G_CALLBACK (odds_text_cb), 2,
              lair_object_lookup (board, "lair-odds"), lair_object_lookup (self->fold, "narrow"));
  bind_badge (self, self->rumor_badge, G_CALLBACK (rumor_text_cb), 2,
              lair_object_lookup (board, "rumored-gems"), lair_object_lookup (self->fold, "narrow"));
  gtk_expression_bind (gtk_expression_ref (odds_visible), gtk_widget_get_parent (self->odds_badge), "visible",
                       self);
  gtk_expression_bind (odds_visible, gtk_widget_get_parent (self->rumor_badge), "visible", self);
}

static void
make_badges (LairGameView *self)
{
  self->room_badge = badge_new (self, "lair-cards-symbolic",
                                _("The dungeon, of five, and the room the players stand in"));
  self->bravery_badge = badge_new (self, "lair-person-symbolic",
                                   _("Bravery: the gem rooms ahead hold more gems the higher it is. It starts "
                                     "at the number of players and drops by one when exactly one player leaves "
                                     "on a decision (or exactly two, with seven or more players)."));
  self->floor_badge = badge_new (self, "lair-gems-symbolic",
                                 _("On the floor: gems and gold bars left behind, for the players who leave next to share"));
  self->odds_badge = badge_new (self, "lair-spider-symbolic", _("The chance that the next room is the spider’s lair"));
  self->rumor_badge = badge_new (self, "lair-coins-symbolic", _("The gems the next room is thought to hold, on average"));
}

/* The log */

static gboolean
scroll_log_cb (gpointer data)
{
  LairGameView *self = data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->log));

  /* a log just shown, not laid out yet, once it is */
  if (n > 0 && gtk_widget_get_mapped (GTK_WIDGET (self->log_view)) &&
      gtk_widget_get_height (GTK_WIDGET (self->log_view)) == 0)
    return G_SOURCE_CONTINUE;
  self->scroll_source = 0;
  /* the last line, when the log is on screen to scroll. The list's own
   * action, not the adjustment: GTK 4.8 estimates the height of wrapped
   * lines it has not measured, and an adjustment set from that estimate
   * points past the end */
  if (n > 0 && gtk_widget_get_mapped (GTK_WIDGET (self->log_view)))
    gtk_widget_activate_action (GTK_WIDGET (self->log_view), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

static void
log_changed_cb (LairGameView *self)
{
  /* after the list has measured its new lines */
  if (self->scroll_source == 0)
    self->scroll_source = g_timeout_add (30, scroll_log_cb, self);
}

static void
setup_line_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_list_item_set_child (item, label);
}

static void
bind_line_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *line = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_widget_get_parent (label);
  const char *text = gtk_string_object_get_string (line);

  gtk_label_set_text (GTK_LABEL (label), text);
  /* A screen reader walking the list stops on the row around the label,
   * which GTK 4.8 leaves without a name: the row says its line. */
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
unbind_line_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkWidget *row = gtk_widget_get_parent (gtk_list_item_get_child (item));

  /* a row kept for later says nothing until it holds a line again */
  if (row != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

#if !GTK_CHECK_VERSION (4, 12, 0)
static gboolean
log_focus_back_cb (gpointer data)
{
  gtk_widget_set_can_focus (data, TRUE);
  return G_SOURCE_REMOVE;
}

/* The log is one stop of Tab: the arrows read it line by line, and Tab
 * leaves it (GTK 4.8's list view has no tab-behavior). For a moment the
 * list takes no focus, so the window's Tab goes on past it. */
static gboolean
log_key_cb (LairGameView          *self,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkDirectionType direction;

  if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    direction = state & GDK_SHIFT_MASK ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  else if (keyval == GDK_KEY_ISO_Left_Tab)
    direction = GTK_DIR_TAB_BACKWARD;
  else
    return GDK_EVENT_PROPAGATE;
  if (root == NULL)
    return GDK_EVENT_PROPAGATE;
  gtk_widget_set_can_focus (GTK_WIDGET (self->log_view), FALSE);
  g_signal_emit_by_name (root, "move-focus", direction);
  g_idle_add_full (G_PRIORITY_HIGH, log_focus_back_cb, g_object_ref (self->log_view), g_object_unref);
  return GDK_EVENT_STOP;
}
#endif

/* The log beside the board on a wide window; on a narrow one it folds
 * away, and its button shows it in the board's place. */
static void
update_log (LairGameView *self)
{
  gboolean open = gtk_toggle_button_get_active (self->log_button);

  gtk_widget_set_visible (self->log_box, open);
  gtk_widget_set_visible (self->log_separator, open && !is_narrow (self));
  gtk_widget_set_visible (self->board_overlay, !(open && is_narrow (self)));
  gtk_widget_set_hexpand (self->log_box, is_narrow (self));
}

static void     update_compact    (LairGameView *self);
static gboolean is_compact        (LairGameView *self);
static gboolean show_due_seat_cb  (gpointer      data);

/* The board was laid out for another width (see LairBreakpointBin), or
 * its seats need another height: what follows the layout turns, just
 * after the allocation that asked for it, or before the first frame */
static void
relayout (LairGameView *self)
{
  gboolean narrow = is_narrow (self);

  /* beside a wide board the seats take the height their rows need, so
   * that a full table of nine shows without scrolling; a phone's board
   * leaves them what it can, and they scroll */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->seat_scroller), -1);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->seat_scroller), self->seats_height);
  if (!narrow)
    gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->seat_scroller), self->seats_height);
  update_compact (self);
  /* opened on a wide window, folded on a narrow one */
  if (narrow != self->laid_out_narrow)
    {
      GtkWidget *badges[] = { self->room_badge, self->bravery_badge, self->floor_badge,
                              self->odds_badge, self->rumor_badge };

      /* the seat to choose for comes into sight again in the new layout */
      self->due_seat = -1;
      self->due_pending = TRUE;
      gtk_toggle_button_set_active (self->log_button, !narrow);
      for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
        set_badge_narrow (badges[i], narrow);
    }
  self->laid_out_narrow = narrow;
  update_log (self);
}

/* The board is laid out for another width: the seats may take another
 * layout too */
static void
width_changed_cb (LairGameView *self)
{
  if (is_narrow (self) != self->laid_out_narrow || is_compact (self) != self->laid_out_compact)
    relayout (self);
}

static gboolean
fold_cb (gpointer data)
{
  LairGameView *self = data;

  self->fold_source = 0;
  relayout (self);
  return G_SOURCE_REMOVE;
}

/* the seats take no more of the height than this, and scroll beyond it */
#define SEATS_MAX_HEIGHT 340
/* what shows of the seats around one brought into sight */
#define SEATS_SCROLL_MARGIN 6

static GtkSizeRequestMode
lair_game_view_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (GTK_WIDGET (LAIR_GAME_VIEW (widget)->fold));
}

static void
lair_game_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (LAIR_GAME_VIEW (widget)->fold), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
lair_game_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  LairGameView *self = LAIR_GAME_VIEW (widget);
  int seats_width, seats_height;

  /* The scroller asks the seats for their height as if they stood in one
   * column. Their height at the width they get caps the scroller, so
   * their rows take no more room than they need; the width stays free to
   * shrink, as nothing of the allocation comes back into it. */
  gtk_widget_measure (GTK_WIDGET (self->seat_box), GTK_ORIENTATION_HORIZONTAL, -1,
                      &seats_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->seat_box), GTK_ORIENTATION_VERTICAL, MAX (width, seats_width),
                      NULL, &seats_height, NULL, NULL);
  seats_height = MIN (seats_height, SEATS_MAX_HEIGHT);
  /* ... and beside a wide board hold it open that high (see relayout);
   * widgets cannot come and go while being laid out: just after */
  if (seats_height != self->seats_height ||
      gtk_scrolled_window_get_min_content_height (GTK_SCROLLED_WINDOW (self->seat_scroller)) !=
      (is_narrow (self) ? -1 : seats_height))
    {
      self->seats_height = seats_height;
      if (self->fold_source == 0)
        self->fold_source = g_idle_add (fold_cb, self);
    }
  if (self->due_pending && self->due_source == 0)
    self->due_source = g_idle_add (show_due_seat_cb, self);
  gtk_widget_allocate (GTK_WIDGET (self->fold), width, height, baseline, NULL);
}

/* Seats */

/* Whether the seats' panels fit on one line at their full size */
static gboolean
seats_fit_in_full (LairGameView *self)
{
  GtkWidget *seat_box = GTK_WIDGET (self->seat_box);
  GtkWidget *child = gtk_widget_get_first_child (seat_box);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  int child_width, panel_width, line;

  if (n == 0 || child == NULL)
    return TRUE;
  if (n > gtk_flow_box_get_max_children_per_line (self->seat_box))
    return FALSE;
  /* what the flow box's child adds around its panel */
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_width, NULL, NULL);
  gtk_widget_measure (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, &panel_width, NULL, NULL);
  line = n * (LAIR_SEAT_PANEL_FULL_WIDTH + child_width - panel_width) +
         (n - 1) * (int) gtk_flow_box_get_column_spacing (self->seat_box) +
         gtk_widget_get_margin_start (seat_box) + gtk_widget_get_margin_end (seat_box);
  return line <= lair_breakpoint_bin_get_width (self->fold);
}

static gboolean
is_compact (LairGameView *self)
{
  return is_narrow (self) || !seats_fit_in_full (self);
}

/* Many seats, a narrow window, or seats that would not fit on one line
 * leave the seats little height beside the board: their panels take as
 * few lines as they can, so that a full table fits beside a readable
 * board and a phone shows more of them. */
static void
update_compact (LairGameView *self)
{
  gboolean compact = is_compact (self);

  self->laid_out_compact = compact;
  /* full panels sit together under a wide board; compact ones share out
   * the width of their line, and on a narrow board each takes it all */
  gtk_widget_set_halign (GTK_WIDGET (self->seat_box), compact ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *panel = GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))
                                                       : NULL;

      if (LAIR_IS_SEAT_PANEL (panel))
        lair_seat_panel_set_compact (LAIR_SEAT_PANEL (panel), compact);
    }
}

static GtkWidget *
create_panel_cb (gpointer item,
                 gpointer user_data)
{
  LairGameView *self = user_data;
  GtkWidget *panel = lair_seat_panel_new (self->session, item, self->settings);
  GtkWidget *child;

  lair_seat_panel_set_compact (LAIR_SEAT_PANEL (panel), is_compact (self));
  lair_seat_panel_set_board (LAIR_SEAT_PANEL (panel), self->path);
  lair_seat_panel_set_shown (LAIR_SEAT_PANEL (panel),
                             lair_story_get_shown_seat (lair_storyteller_get_story (self->storyteller),
                                                        lair_seat_get_index (item)));
  /* the card a key stops on is named by the seat's summary, not its type */
  child = gtk_flow_box_child_new ();
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), panel);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY, panel, NULL, -1);
  return child;
}

static void
seat_activated_cb (LairGameView    *self,
                   GtkFlowBoxChild *child)
{
  GtkWidget *panel = gtk_flow_box_child_get_child (child);

  if (LAIR_IS_SEAT_PANEL (panel))
    lair_seat_panel_open_options (LAIR_SEAT_PANEL (panel));
}

/* The seats in the game, in seat order, when a game starts */
static void
fill_players (LairGameView *self)
{
  g_list_store_remove_all (self->players);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);

      if (lair_seat_get_player (seat) >= 0)
        g_list_store_append (self->players, seat);
    }
  update_compact (self);
}

/* The keyboard */

/* The ring around the focus, while the board is played from the keyboard.
 * GTK 4.8 hides it three seconds after the last key, so it would be gone
 * by the time a room has been told and the players choose again. */
static void
keep_ring (LairGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (!self->keyboard || !GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      gtk_window_get_focus_visible (GTK_WINDOW (root)))
    return;
  focus = gtk_root_get_focus (root);
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
}

/* A key on the board plays it from the keyboard; a click or a touch, not */
static gboolean
input_cb (LairGameView             *self,
          GdkEvent                 *event,
          GtkEventControllerLegacy *controller)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_KEY_PRESS && !gdk_key_event_is_modifier (event))
    self->keyboard = TRUE;
  else if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    self->keyboard = FALSE;
  return GDK_EVENT_PROPAGATE;
}

/* The story */

static void
summary_cb (LairGameView *self)
{
  guint dungeon = lair_storyteller_get_dungeon (self->storyteller);
  LairStory *story = lair_storyteller_get_story (self->storyteller);
  LairDungeonReport *report = dungeon >= 1 && dungeon <= LAIR_N_DUNGEONS ? lair_story_get_report (story, dungeon)
                                                                          : NULL;
  const char *names[LAIR_MAX_PLAYERS] = { NULL };
  guint tokens[LAIR_MAX_PLAYERS] = { 0 };
  g_autofree char *title = NULL;
  gboolean last = dungeon >= LAIR_N_DUNGEONS;

  /* Translators: the title of the summary at the end of a dungeon */
  title = g_strdup_printf (_("Dungeon %u Is Over"), dungeon);
  gtk_label_set_text (self->summary_title, title);
  /* names and tokens by player, as the report numbers the seats */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);
      gint p = lair_seat_get_player (seat);

      if (p >= 0 && p < LAIR_MAX_PLAYERS)
        {
          names[p] = lair_seat_get_name (seat);
          tokens[p] = i;
        }
    }
  lair_dungeon_table_set_report (self->summary_table, report, names, tokens);
  /* how the dungeon ended, and what was left in it: the summary's own lines */
  {
    const LairBeat *beat = lair_story_get_beat (story);
    g_autofree char *ending = beat != NULL && beat->kind == LAIR_BEAT_SUMMARY ? lair_beat_get_text (beat) : NULL;

    gtk_label_set_text (self->summary_ending, ending != NULL ? ending : "");
  }
  gtk_button_set_label (self->next_button, last ? _("See _Results") : _("_Next Dungeon"));
  lair_accessible_name_button (GTK_WIDGET (self->next_button), last ? _("See Results") : _("Next Dungeon"));
  gtk_widget_set_visible (self->summary_card, TRUE);
  /* the seats have nothing to choose now: the summary's first row takes
   * the keys, the button when there is no row */
  if (!lair_dungeon_table_focus_first_row (self->summary_table))
    gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
  keep_ring (self);
}

/* A click on the board, or the key for it, shows the next moment at once */
static void
board_pressed_cb (LairGameView *self)
{
  if (self->storyteller != NULL && !is_waiting (self))
    lair_storyteller_skip (self->storyteller);
}

static gboolean
skip_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  LairGameView *self = LAIR_GAME_VIEW (widget);

  if (!is_busy (self) || is_waiting (self))
    return FALSE;
  lair_storyteller_skip (self->storyteller);
  return TRUE;
}

/* A place for the keyboard while the next dungeon's first room is told:
 * the first seat of the table, never a line of the log */
static void
focus_first_seat (LairGameView *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_box));

  if (child != NULL)
    gtk_widget_grab_focus (child);
}

static void
next_clicked_cb (LairGameView *self)
{
  gtk_widget_set_visible (self->summary_card, FALSE);
  /* the keys go back to the seats when they have something to choose */
  self->focus_seats = TRUE;
  lair_storyteller_continue (self->storyteller);
  /* (unless the game is over, and the results have the keys) */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    lair_game_view_focus_start (self);
}

static gboolean focus_seats_cb (gpointer data);

/* The seats' buttons wait while a story is told: the keyboard, if it was
 * on a seat, goes back to the seats once they may choose again. Told,
 * the board shows the session as it is. */
static void
busy_changed_cb (LairGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (is_busy (self))
    self->focus_seats |= focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->seat_box));
  else
    {
      lair_path_sync (self->path);
      if (self->focus_source == 0)
        self->focus_source = g_idle_add (focus_seats_cb, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* The keyboard goes to the first person's seat that may choose: when a
 * game starts, after a summary, and whenever the focus was left on
 * nothing a key can use (a button that turned insensitive as its seat
 * left). Once the step has notified all it changed, so the seats' buttons
 * are as they will be. */
static gboolean
focus_seats_cb (gpointer data)
{
  LairGameView *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  self->focus_source = 0;
  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  focus = gtk_root_get_focus (root);
  if (!self->focus_seats && focus != NULL && gtk_widget_is_sensitive (focus) && gtk_widget_get_mapped (focus))
    {
      keep_ring (self);
      return G_SOURCE_REMOVE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *panel = GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))
                                                       : NULL;

      if (LAIR_IS_SEAT_PANEL (panel) && lair_seat_panel_focus_choice (LAIR_SEAT_PANEL (panel)))
        {
          self->focus_seats = FALSE;
          /* the seats scrolled to the focus: the seat still to choose
           * comes into sight after it, should that be another */
          self->due_seat = -1;
          if (self->due_source == 0)
            self->due_source = g_idle_add (show_due_seat_cb, self);
          break;
        }
    }
  keep_ring (self);
  return G_SOURCE_REMOVE;
}

/* The panel of the first person's seat that is still to choose, if any */
static GtkWidget *
due_panel (LairGameView *self)
{
  if (lair_game_session_get_phase (self->session) != LAIR_SESSION_PLAYING)
    return NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *panel = GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))
                                                       : NULL;
      LairSeat *seat = LAIR_IS_SEAT_PANEL (panel) ? lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel)) : NULL;

      if (seat != NULL && lair_seat_get_kind (seat) == LAIR_SEAT_HUMAN && lair_seat_get_inside (seat) &&
          lair_seat_get_options (seat) != 0 && lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED)
        return panel;
    }
  return NULL;
}

/* When the seats scroll (a narrow window, many seats), the seat a person
 * is to choose for comes into sight: when a decision comes, and when one
 * person has chosen and another is still to. Moving the focus alone would
 * not bring it there, as a viewport scrolls only when the focus moves in
 * it. Each seat is brought once, so that the players may scroll to the
 * others. */
static gboolean
show_due_seat_cb (gpointer data)
{
  LairGameView *self = data;
  GtkWidget *panel = due_panel (self);
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->seat_scroller));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->seat_scroller));
  graphene_rect_t bounds;
  double value = gtk_adjustment_get_value (adjustment);
  GtkWidget *focus;
  gint index;

  self->due_source = 0;
  self->due_pending = FALSE;
  if (panel == NULL)
    {
      self->due_seat = -1;
      return G_SOURCE_REMOVE;
    }
  index = lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel)));
  if (index == self->due_seat)
    return G_SOURCE_REMOVE;
  /* a panel just made is placed by the next allocation */
  if (!gtk_widget_get_mapped (panel) || gtk_widget_get_height (panel) == 0 ||
      !gtk_widget_compute_bounds (panel, viewport, &bounds))
    {
      self->due_pending = TRUE;
      return G_SOURCE_REMOVE;
    }
  /* the bounds are where the panel is in sight, the adjustment counts
   * from the top of the seats */
  self->due_seat = index;
  gtk_adjustment_clamp_page (adjustment, value + bounds.origin.y - SEATS_SCROLL_MARGIN,
                             value + bounds.origin.y + bounds.size.height + SEATS_SCROLL_MARGIN);
  /* the seats scroll back to the focus whenever the window sets it
   * again: a focus left on another seat moves on to this one */
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->seat_box)) &&
      !gtk_widget_is_ancestor (focus, panel))
    lair_seat_panel_focus_choice (LAIR_SEAT_PANEL (panel));
  return G_SOURCE_REMOVE;
}

static void
due_changed_cb (LairGameView *self)
{
  if (self->due_source == 0)
    self->due_source = g_idle_add (show_due_seat_cb, self);
}

static void
decision_changed_cb (LairGameView *self)
{
  if (self->focus_source == 0)
    self->focus_source = g_idle_add (focus_seats_cb, self);
  /* a new decision brings the first seat to choose into sight again */
  self->due_seat = -1;
  due_changed_cb (self);
}

static void
phase_changed_cb (LairGameView *self)
{
  switch (lair_game_session_get_phase (self->session))
    {
    case LAIR_SESSION_MENU:
      lair_storyteller_stop (self->storyteller);
      g_list_store_remove_all (self->players);
      gtk_string_list_splice (self->log, 0, g_list_model_get_n_items (G_LIST_MODEL (self->log)), NULL);
      gtk_widget_set_visible (self->summary_card, FALSE);
      break;
    case LAIR_SESSION_PLAYING:
    case LAIR_SESSION_REVEAL:
      if (g_list_model_get_n_items (G_LIST_MODEL (self->players)) == 0)
        {
          fill_players (self);
          /* once the window shows the board */
          self->focus_seats = TRUE;
          if (self->focus_source == 0)
            self->focus_source = g_idle_add (focus_seats_cb, self);
        }
      break;
    case LAIR_SESSION_FINISHED:
    default:
      break;
    }
  /* a dungeon ending shows its rooms when its story gets there, not
   * before: the rest of the story is queued right after this */
  if (!is_busy (self) &&
      lair_game_session_get_phase (self->session) != LAIR_SESSION_REVEAL &&
      lair_game_session_get_phase (self->session) != LAIR_SESSION_FINISHED)
    lair_path_sync (self->path);
}

static void
dungeon_started_cb (LairGameView *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->players)) == 0)
    fill_players (self);
}

/* Watching a past game */

static void
pause_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LairGameView *self = user_data;

  lair_game_session_set_paused (self->session, !lair_game_session_get_paused (self->session));
}

/* A summary that waited through the pause goes on with the game, however
 * the pause ends */
static void
paused_changed_cb (LairGameView *self)
{
  if (!lair_game_session_get_paused (self->session) && is_waiting (self) &&
      lair_game_session_get_watching (self->session))
    lair_storyteller_continue (self->storyteller);
}

/* Next room now: past the summary, if it is up, into the next dungeon */
static void
step_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LairGameView *self = user_data;

  if (is_waiting (self))
    {
      gtk_widget_set_visible (self->summary_card, FALSE);
      lair_storyteller_continue (self->storyteller);
    }
  lair_game_session_step (self->session);
}

/* Slower is half as fast as a game being played, faster twice */
static double
speed_factor (gint speed)
{
  return speed < 0 ? 0.5 : speed > 0 ? 2.0 : 1.0;
}

static void
set_watch_speed (LairGameView *self,
                 gint          speed)
{
  speed = CLAMP (speed, -1, 1);
  if (self->watch_speed == speed)
    return;
  self->watch_speed = speed;
  if (self->session != NULL)
    lair_game_session_set_watch_speed (self->session, speed_factor (speed));
  /* the speed's buttons show it */
  if (self->watch_actions != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->watch_actions),
                                                                            "speed")),
                               g_variant_new_int32 (speed));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WATCH_SPEED]);
}

static void
speed_changed_cb (GSimpleAction *action,
                  GVariant      *speed,
                  gpointer       user_data)
{
  set_watch_speed (user_data, g_variant_get_int32 (speed));
}

/* A key of the watching bar: its action while a game is watched; else
 * the key is not taken, and goes on as usual */
static gboolean
watch_key_cb (GtkWidget *widget,
              GVariant  *arguments,
              gpointer   data)
{
  LairGameView *self = LAIR_GAME_VIEW (widget);

  if (self->session == NULL || !lair_game_session_get_watching (self->session))
    return FALSE;
  return gtk_widget_activate_action_variant (widget, data, arguments);
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  key,
              const char            *action,
              GVariant              *arguments)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (key, 0),
                                            gtk_callback_action_new (watch_key_cb, (gpointer) action, NULL));

  if (arguments != NULL)
    gtk_shortcut_set_arguments (shortcut, arguments);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* Pause, the next room and the speed, while a game is watched (see
 * bind_watching) */
static const GActionEntry watch_entries[] = {
  { .name = "pause", .activate = pause_activated_cb },
  { .name = "step", .activate = step_activated_cb },
  { .name = "speed", .parameter_type = "i", .state = "0", .change_state = speed_changed_cb },
};

static void
add_watch_actions (LairGameView *self)
{
  GActionMap *map;

  self->watch_actions = g_simple_action_group_new ();
  map = G_ACTION_MAP (self->watch_actions);
  g_action_map_add_action_entries (map, watch_entries, G_N_ELEMENTS (watch_entries), self);
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "speed")),
                             g_variant_new_int32 (self->watch_speed));
  for (guint i = 0; i < G_N_ELEMENTS (watch_entries); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, watch_entries[i].name)), FALSE);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "watch", G_ACTION_GROUP (self->watch_actions));
}

/* The keys work wherever the focus is on the board, before a focused
 * button takes Space for itself. */
static void
add_watch_keys (LairGameView *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_shortcut (shortcuts, GDK_KEY_space, "watch.pause", NULL);
  add_shortcut (shortcuts, GDK_KEY_Right, "watch.step", NULL);
  add_shortcut (shortcuts, GDK_KEY_minus, "watch.speed", g_variant_new_int32 (-1));
  add_shortcut (shortcuts, GDK_KEY_KP_Subtract, "watch.speed", g_variant_new_int32 (-1));
  add_shortcut (shortcuts, GDK_KEY_0, "watch.speed", g_variant_new_int32 (0));
  add_shortcut (shortcuts, GDK_KEY_KP_0, "watch.speed", g_variant_new_int32 (0));
  add_shortcut (shortcuts, GDK_KEY_plus, "watch.speed", g_variant_new_int32 (1));
  add_shortcut (shortcuts, GDK_KEY_equal, "watch.speed", g_variant_new_int32 (1));
  add_shortcut (shortcuts, GDK_KEY_KP_Add, "watch.speed", g_variant_new_int32 (1));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* The object */

/* The focus given again to the control on the board that has it, so that
 * a screen reader follows it. A seat's options take the keyboard from the
 * window as they open and close, under some window managers; GTK 4.8
 * then says the window is active again only after saying where the focus
 * is, and Orca 43 takes the window for the focus: it no longer heard the
 * seat's news on its Choose button, and every room after the first
 * options that did so went unspoken. */
static gboolean
refocus_cb (gpointer data)
{
  LairGameView *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  self->refocus_source = 0;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) &&
      gtk_widget_get_native (focus) == GTK_NATIVE (root) && gtk_widget_get_mapped (focus))
    {
      g_object_ref (focus);
      gtk_root_set_focus (root, NULL);
      gtk_widget_grab_focus (focus);
      g_object_unref (focus);
    }
  return G_SOURCE_REMOVE;
}

static void
active_changed_cb (LairGameView *self,
                   GParamSpec   *pspec,
                   GtkWindow    *window)
{
  if (gtk_window_is_active (window) && self->refocus_source == 0)
    self->refocus_source = g_idle_add (refocus_cb, self);
}

static void
lair_game_view_root (GtkWidget *widget)
{
  LairGameView *self = LAIR_GAME_VIEW (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (lair_game_view_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      self->ring_handler = g_signal_connect_object (root, "notify::focus-visible", G_CALLBACK (keep_ring),
                                                    self, G_CONNECT_SWAPPED);
      self->active_handler = g_signal_connect_object (root, "notify::is-active", G_CALLBACK (active_changed_cb),
                                                      self, G_CONNECT_SWAPPED);
    }
}

static void
lair_game_view_unroot (GtkWidget *widget)
{
  LairGameView *self = LAIR_GAME_VIEW (widget);

  g_clear_signal_handler (&self->ring_handler, gtk_widget_get_root (widget));
  g_clear_signal_handler (&self->active_handler, gtk_widget_get_root (widget));
  g_clear_handle_id (&self->refocus_source, g_source_remove);
  GTK_WIDGET_CLASS (lair_game_view_parent_class)->unroot (widget);
}

/* The bar over a game watched again, its buttons and its keys work only
 * while a game is watched */
static void
bind_watching (LairGameView *self)
{
  LairAccessibleProps *accessible = lair_accessible_props_new (GTK_WIDGET (self->pause_button));

  g_object_bind_property (self->session, "watching", self->watch_bar, "visible", G_BINDING_SYNC_CREATE);
  for (guint i = 0; i < G_N_ELEMENTS (watch_entries); i++)
    g_object_bind_property (self->session, "watching",
                            g_action_map_lookup_action (G_ACTION_MAP (self->watch_actions), watch_entries[i].name),
                            "enabled", G_BINDING_SYNC_CREATE);
  /* the pause button says what it does */
  lair_bind_either (self->session, "paused", self->pause_button, "icon-name",
                    "media-playback-pause-symbolic", "media-playback-start-symbolic");
  lair_bind_either (self->session, "paused", self->pause_button, "tooltip-text", _("Pause (Space)"), _("Play (Space)"));
  g_object_set_data_full (G_OBJECT (self->pause_button), "lair-accessible", accessible, g_object_unref);
  lair_bind_either (self->session, "paused", accessible, "label", _("Pause"), _("Play"));
}

/* The board follows the session from the start */
static void
lair_game_view_constructed (GObject *object)
{
  static const struct {
    const char *signal;
    void (*callback) (LairGameView *self);
  } notifies[] = {
    { "notify::phase", phase_changed_cb },
    { "dungeon-started", dungeon_started_cb },
    { "notify::paused", paused_changed_cb },
  };

  LairGameView *self = LAIR_GAME_VIEW (object);
  LairGameSession *session = self->session;
  GSettings *settings = self->settings;

  G_OBJECT_CLASS (lair_game_view_parent_class)->constructed (object);

  /* a view made without a session (a template check) shows nothing */
  if (session == NULL || settings == NULL)
    return;

  g_object_bind_property (self, "session", self->path, "session", G_BINDING_SYNC_CREATE);
  self->storyteller = lair_storyteller_new (session, self->path, self->log, settings);
  lair_path_set_board (self->path, shown_board (self));
  g_signal_connect_object (self->storyteller, "summary", G_CALLBACK (summary_cb), self, G_CONNECT_SWAPPED);
  /* the summary lies over the board while the story waits there */
  g_object_bind_property (story (self), "waiting", self->summary_card, "visible", G_BINDING_DEFAULT);
  g_signal_connect_object (story (self), "notify::busy", G_CALLBACK (busy_changed_cb), self, G_CONNECT_SWAPPED);
  bind_badges (self);
  gtk_flow_box_bind_model (self->seat_box, G_LIST_MODEL (self->players), create_panel_cb, self, NULL);
  /* Return on a row of the summary, where the keys land, goes on as its
   * button does */
  g_signal_connect_object (lair_dungeon_table_get_list (self->summary_table), "row-activated",
                           G_CALLBACK (next_clicked_cb), self, G_CONNECT_SWAPPED);
  {
    GtkGesture *click = gtk_gesture_click_new ();

    g_signal_connect_object (click, "pressed", G_CALLBACK (board_pressed_cb), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->path), GTK_EVENT_CONTROLLER (click));
  }

  for (guint i = 0; i < G_N_ELEMENTS (notifies); i++)
    g_signal_connect_object (session, notifies[i].signal, G_CALLBACK (notifies[i].callback), self,
                             G_CONNECT_SWAPPED);
  g_settings_bind (settings, "show-odds", self, "show-odds", G_SETTINGS_BIND_GET);
  g_signal_connect_object (session, "notify::decision", G_CALLBACK (decision_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_connect_object (lair_game_session_get_seat (session, i), "notify::selection",
                             G_CALLBACK (due_changed_cb), self, G_CONNECT_SWAPPED);

  bind_watching (self);
  lair_game_session_set_watch_speed (session, speed_factor (self->watch_speed));
  /* a board made while a game starts catches up with it */
  if (lair_game_session_get_phase (session) != LAIR_SESSION_MENU)
    phase_changed_cb (self);
}

static void
lair_game_view_dispose (GObject *object)
{
  LairGameView *self = LAIR_GAME_VIEW (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  g_clear_handle_id (&self->due_source, g_source_remove);
  g_clear_handle_id (&self->refocus_source, g_source_remove);
  g_clear_handle_id (&self->fold_source, g_source_remove);
  if (self->storyteller != NULL)
    {
      /* a story dropped is no news to a board going away */
      g_signal_handlers_disconnect_by_data (self->storyteller, self);
      g_signal_handlers_disconnect_by_data (story (self), self);
      lair_storyteller_stop (self->storyteller);
    }
  g_clear_object (&self->storyteller);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_GAME_VIEW);
  g_clear_object (&self->players);
  g_clear_object (&self->log);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_object (&self->watch_actions);

  G_OBJECT_CLASS (lair_game_view_parent_class)->dispose (object);
}

static void
lair_game_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LairGameView *self = LAIR_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, lair_game_view_get_busy (self));
      break;
    case PROP_WATCH_SPEED:
      g_value_set_int (value, self->watch_speed);
      break;
    case PROP_SHOW_ODDS:
      g_value_set_boolean (value, self->show_odds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  LairGameView *self = LAIR_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_WATCH_SPEED:
      set_watch_speed (self, g_value_get_int (value));
      break;
    case PROP_SHOW_ODDS:
      if (self->show_odds != g_value_get_boolean (value))
        {
          self->show_odds = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_view_class_init (LairGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = lair_game_view_constructed;
  object_class->dispose = lair_game_view_dispose;
  object_class->get_property = lair_game_view_get_property;
  object_class->set_property = lair_game_view_set_property;

  /**
   * LairGameView:session:
   *
   * The session whose games the board shows; the board follows its
   * properties and signals.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameView:settings:
   *
   * The application's settings: whether odds are shown, the animations'
   * speed, sound.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameView:busy:
   *
   * Whether the board is still telling what happened (the results wait
   * for it).
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameView:watch-speed:
   *
   * The speed a past game is watched at: -1 slower, 0 as played, 1 faster.
   */
  properties[PROP_WATCH_SPEED] =
    g_param_spec_int ("watch-speed", NULL, NULL, -1, 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameView:show-odds:
   *
   * Whether the badges show the lair odds and the rumored gems (the
   * setting of that name).
   */
  properties[PROP_SHOW_ODDS] =
    g_param_spec_boolean ("show-odds", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAIR_TYPE_BREAKPOINT_BIN);
  g_type_ensure (LAIR_TYPE_PATH);
  g_type_ensure (LAIR_TYPE_DUNGEON_TABLE);
  widget_class->root = lair_game_view_root;
  widget_class->unroot = lair_game_view_unroot;
  widget_class->measure = lair_game_view_measure;
  widget_class->get_request_mode = lair_game_view_get_request_mode;
  widget_class->size_allocate = lair_game_view_size_allocate;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairGameView, fold);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, content);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, status_box);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, log_button);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, log_separator);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, log_box);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, path);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, summary_card);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, summary_title);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, summary_ending);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, summary_table);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, next_button);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, log_view);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, seat_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, seat_box);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, watch_bar);
  gtk_widget_class_bind_template_child (widget_class, LairGameView, pause_button);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_period, 0, skip_key_cb, NULL);
}

static void
lair_game_view_init (LairGameView *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  lair_accessible_icon_buttons (GTK_WIDGET (self));

  self->players = g_list_store_new (LAIR_TYPE_SEAT);
  self->log = gtk_string_list_new (NULL);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_line_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_line_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_line_cb), NULL);
  gtk_list_view_set_factory (self->log_view, factory);
  gtk_list_view_set_model (self->log_view,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->log)))));
  g_signal_connect_object (self->log, "items-changed", G_CALLBACK (log_changed_cb), self, G_CONNECT_SWAPPED);
  /* a log shown again opens at its latest line */
  g_signal_connect_object (self->log_view, "map", G_CALLBACK (log_changed_cb), self, G_CONNECT_SWAPPED);
  /* one stop of Tab: GTK 4.12 says so itself */
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_view_set_tab_behavior (self->log_view, GTK_LIST_TAB_ITEM);
#else
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (log_key_cb), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->log_view), keys);
  }
#endif

  /* folded until the board is laid out for a wide window; then the log
   * opens beside it */
  g_signal_connect_object (self->fold, "notify::width", G_CALLBACK (width_changed_cb), self, G_CONNECT_SWAPPED);
  self->laid_out_narrow = TRUE;
  self->laid_out_compact = TRUE;
  self->due_seat = -1;
  gtk_toggle_button_set_active (self->log_button, FALSE);
  g_signal_connect_object (self->log_button, "toggled", G_CALLBACK (update_log), self, G_CONNECT_SWAPPED);
  update_log (self);

  g_signal_connect_object (self->seat_box, "child-activated",
                           G_CALLBACK (seat_activated_cb), self, G_CONNECT_SWAPPED);
  make_badges (self);
  add_watch_keys (self);
  {
    GtkEventController *input = gtk_event_controller_legacy_new ();

    gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
    g_signal_connect_object (input, "event", G_CALLBACK (input_cb), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self), input);
  }
  add_watch_actions (self);
}

/**
 * lair_game_view_new:
 * @session: the session to show
 * @settings: the application's settings (odds, animations, sound)
 *
 * Returns: (transfer floating): a board showing @session's games
 */
GtkWidget *
lair_game_view_new (LairGameSession *session,
                    GSettings       *settings)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (LAIR_TYPE_GAME_VIEW,
                       "session", session,
                       "settings", settings,
                       NULL);
}

/**
 * lair_game_view_get_busy:
 * @self: a #LairGameView
 *
 * Returns: whether the board is still telling what happened
 */
gboolean
lair_game_view_get_busy (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), FALSE);
  return is_busy (self);
}

/**
 * lair_game_view_get_message:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the latest line of the game log, or ""
 */
const char *
lair_game_view_get_message (LairGameView *self)
{
  guint n;

  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  return n > 0 ? gtk_string_list_get_string (self->log, n - 1) : "";
}

/**
 * lair_game_view_get_log:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the game log, a line per item
 */
GListModel *
lair_game_view_get_log (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);
  return G_LIST_MODEL (self->log);
}

/**
 * lair_game_view_get_story:
 * @self: a #LairGameView
 *
 * Returns: (transfer none) (nullable): the story the board tells, whose
 *   shown seats and board the panels and badges show
 */
LairStory *
lair_game_view_get_story (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);
  return self->storyteller != NULL ? lair_storyteller_get_story (self->storyteller) : NULL;
}

/**
 * lair_game_view_get_path:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the board's path of rooms
 */
LairPath *
lair_game_view_get_path (LairGameView *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);
  return self->path;
}

/**
 * lair_game_view_get_help_page:
 * @self: a #LairGameView
 *
 * Returns: (transfer none): the help page about the room the players are
 *   in, or the page about playing
 */
const char *
lair_game_view_get_help_page (LairGameView *self)
{
  LairRoomItem *room;

  g_return_val_if_fail (LAIR_IS_GAME_VIEW (self), NULL);

  /* the room the players stand in, even while the board is still
   * turning its card */
  room = lair_path_get_current (self->path);
  if (self->session != NULL)
    {
      GListModel *rooms = lair_game_session_get_rooms (self->session);

      for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
        {
          g_autoptr(LairRoomItem) item = g_list_model_get_item (rooms, i);

          if (lair_room_item_get_current (item))
            room = item;
        }
    }
  return room != NULL ? lair_room_help_page (room) : "playing";
}

/**
 * lair_game_view_focus_start:
 * @self: a #LairGameView
 *
 * Gives the keyboard focus to the first person's seat, who chooses
 * first (else to the first seat's card), as a dungeon starts: while its
 * first room is told, before anybody may choose. The seat's button
 * waits there for the story, which a screen reader tells as its news.
 */
void
lair_game_view_focus_start (LairGameView *self)
{
  g_return_if_fail (LAIR_IS_GAME_VIEW (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *panel = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (LAIR_IS_SEAT_PANEL (panel) && lair_seat_get_kind (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel))) ==
          LAIR_SEAT_HUMAN &&
          (lair_seat_panel_focus_choice (LAIR_SEAT_PANEL (panel)) || gtk_widget_grab_focus (child)))
        return;
    }
  focus_first_seat (self);
}
