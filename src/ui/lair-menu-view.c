/* lair-menu-view.c — the main menu: the seats, Play and the way to the rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-fold.h"
#include "lair-labels.h"
#include "lair-menu-view.h"
#include "lair-seat-row.h"
#include "lair-table-top.h"

struct _LairMenuView
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  GSettings        *settings;

  GtkWidget        *scroller;
  GtkBox           *head_box;
  GtkWidget        *intro_box;
  LairTableTop     *table_top;
  GtkFlowBox       *seat_grid;
  GtkLabel         *hint_label;
  GtkWidget        *resume_box;
  GtkWidget        *resume_button;
  GtkButton        *play_button;
  gboolean          can_resume;
  gboolean          wide;        /* the table beside Play, not under it */
  guint             wide_source;
  int               narrow_minimum;
};

G_DEFINE_FINAL_TYPE (LairMenuView, lair_menu_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SETTINGS,
  PROP_CAN_RESUME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void seat_joined_cb (LairMenuView *self,
                            LairSeatRow  *row);

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  LairMenuView *self = user_data;

  GtkWidget *row = lair_seat_row_new (self->session, item, self->settings);

  g_signal_connect_object (row, "joined", G_CALLBACK (seat_joined_cb), self, G_CONNECT_SWAPPED);
  return row;
}

static void
update_play (LairMenuView *self)
{
  GListModel *seats = lair_game_session_get_seats (self->session);
  gboolean can_play = lair_game_session_get_can_play (self->session);
  const char *joining = NULL;
  guint seated = 0;

  for (guint i = 0; i < g_list_model_get_n_items (seats); i++)
    {
      g_autoptr(LairSeat) seat = g_list_model_get_item (seats, i);

      if (lair_seat_get_kind (seat) != LAIR_SEAT_EMPTY)
        seated++;
      if (lair_seat_get_joining (seat) && joining == NULL)
        joining = lair_seat_get_name (seat);
    }

  gtk_widget_set_sensitive (GTK_WIDGET (self->play_button), can_play);
  if (seated == 0)
    gtk_label_set_text (self->hint_label, _("Join a seat, or give one to the computer, to play."));
  else if (joining != NULL)
    gtk_label_set_text (self->hint_label, _("Play waits until everybody joining is done."));
  else if (!can_play)
    gtk_label_set_text (self->hint_label, "");
  /* once Play can start, the hint fades but keeps its line, so that the
   * seats below do not move under the pointer between two clicks */
  gtk_widget_set_opacity (GTK_WIDGET (self->hint_label), can_play ? 0.0 : 1.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->hint_label),
                               GTK_ACCESSIBLE_STATE_HIDDEN, can_play, -1);
}

static void
play_clicked_cb (LairMenuView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.play", NULL);
}

/* The seat after @row (or the first, without one) that nobody sits in */
static GtkWidget *
next_empty_row (LairMenuView *self,
                GtkWidget    *row)
{
  for (GtkWidget *child = row != NULL ? gtk_widget_get_next_sibling (row)
                                      : gtk_widget_get_first_child (GTK_WIDGET (self->seat_grid));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      LairSeat *seat = LAIR_IS_SEAT_ROW (child) ? lair_seat_row_get_seat (LAIR_SEAT_ROW (child)) : NULL;

      if (seat != NULL && lair_seat_get_kind (seat) == LAIR_SEAT_EMPTY)
        return child;
    }
  return NULL;
}

/* A person has joined at @row: the keys go on to the next seat nobody
 * sits in, for the next player, or to Play once the table is full */
static void
seat_joined_cb (LairMenuView *self,
                LairSeatRow  *row)
{
  GtkWidget *next = next_empty_row (self, GTK_WIDGET (row));

  if (next != NULL && lair_seat_row_focus_join (LAIR_SEAT_ROW (next)))
    return;
  if (gtk_widget_is_sensitive (GTK_WIDGET (self->play_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->play_button));
}

/* The seats of @session, each in a row; names and levels kept in the
 * settings, which are set first */
static void
set_session (LairMenuView    *self,
             LairGameSession *session)
{
  g_return_if_fail (self->session == NULL);
  g_return_if_fail (G_IS_SETTINGS (self->settings));

  self->session = g_object_ref (session);
  gtk_flow_box_bind_model (self->seat_grid, lair_game_session_get_seats (session),
                           create_row_cb, self, NULL);
  g_signal_connect_object (session, "notify::can-play",
                           G_CALLBACK (update_play), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_connect_object (lair_game_session_get_seat (session, i), "notify::kind",
                             G_CALLBACK (update_play), self, G_CONNECT_SWAPPED);
  update_play (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

static void
lair_menu_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LairMenuView *self = LAIR_MENU_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_CAN_RESUME:
      g_value_set_boolean (value, self->can_resume);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_menu_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  LairMenuView *self = LAIR_MENU_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      if (g_value_get_object (value) != NULL)
        set_session (self, g_value_get_object (value));
      break;
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    case PROP_CAN_RESUME:
      if (self->can_resume != g_value_get_boolean (value))
        {
          self->can_resume = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Layout: in a wide window the drawn table sits beside the title and
 * Play rather than under them, so that the seats' rows and the links
 * below them fit the default window without scrolling. A box cannot turn
 * while it is laid out: it turns just after. */

/* at least this wide, the table goes beside Play */
#define WIDE_WIDTH 860
/* what the title, Play and its hint take beside the table */
#define INTRO_WIDTH 340

static gboolean
turn_head_cb (gpointer data)
{
  LairMenuView *self = data;

  self->wide_source = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->head_box),
                                  self->wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  /* the title on one line beside the table, which takes the rest */
  gtk_widget_set_size_request (self->intro_box, self->wide ? INTRO_WIDTH : -1, -1);
  return G_SOURCE_REMOVE;
}

static void
lair_menu_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  LairMenuView *self = LAIR_MENU_VIEW (widget);

  /* as laid out now, which follows the width only from the next idle */
  gboolean narrow = gtk_orientable_get_orientation (GTK_ORIENTABLE (self->head_box)) == GTK_ORIENTATION_VERTICAL;

  lair_fold_measure (self->scroller, narrow, &self->narrow_minimum, orientation, for_size,
                     minimum, natural, minimum_baseline, natural_baseline);
}

static void
lair_menu_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  LairMenuView *self = LAIR_MENU_VIEW (widget);
  gboolean wide = width >= WIDE_WIDTH;

  if (wide != self->wide)
    {
      self->wide = wide;
      if (self->wide_source == 0)
        self->wide_source = g_idle_add (turn_head_cb, self);
    }
  lair_fold_allocate (self->scroller, width, height, baseline);
}

/* Shown: laid out for its window's width before the first frame, which
 * a window opened narrow would otherwise paint wide */
static void
lair_menu_view_map (GtkWidget *widget)
{
  LairMenuView *self = LAIR_MENU_VIEW (widget);
  int width = lair_fold_expected_width (widget);

  if (width > 0 && (width >= WIDE_WIDTH) != self->wide)
    {
      self->wide = width >= WIDE_WIDTH;
      g_clear_handle_id (&self->wide_source, g_source_remove);
      turn_head_cb (self);
    }
  GTK_WIDGET_CLASS (lair_menu_view_parent_class)->map (widget);
}

/**
 * lair_menu_view_focus_start:
 * @self: a #LairMenuView
 *
 * Gives the keyboard focus to what a player goes on with in the menu:
 * Resume Game when a game is kept, else Play when it may start, else the
 * first seat nobody sits in.
 */
void
lair_menu_view_focus_start (LairMenuView *self)
{
  GtkWidget *row;

  g_return_if_fail (LAIR_IS_MENU_VIEW (self));

  if (self->can_resume && gtk_widget_grab_focus (self->resume_button))
    return;
  if (gtk_widget_is_sensitive (GTK_WIDGET (self->play_button)) &&
      gtk_widget_grab_focus (GTK_WIDGET (self->play_button)))
    return;
  row = next_empty_row (self, NULL);
  if (row != NULL && lair_seat_row_focus_join (LAIR_SEAT_ROW (row)))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->play_button));
}

static void
lair_menu_view_dispose (GObject *object)
{
  LairMenuView *self = LAIR_MENU_VIEW (object);

  g_clear_handle_id (&self->wide_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_MENU_VIEW);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_menu_view_parent_class)->dispose (object);
}

static void
lair_menu_view_class_init (LairMenuViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_menu_view_dispose;
  object_class->get_property = lair_menu_view_get_property;
  object_class->set_property = lair_menu_view_set_property;

  /**
   * LairMenuView:session:
   *
   * The session whose seats the menu arranges; set once, after
   * #LairMenuView:settings.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairMenuView:settings:
   *
   * Where names and computer levels are kept.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);

  /**
   * LairMenuView:can-resume:
   *
   * Whether a game from before may be resumed: the menu offers Resume
   * Game.
   */
  properties[PROP_CAN_RESUME] =
    g_param_spec_boolean ("can-resume", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAIR_TYPE_TABLE_TOP);
  widget_class->measure = lair_menu_view_measure;
  widget_class->size_allocate = lair_menu_view_size_allocate;
  widget_class->map = lair_menu_view_map;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-menu-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, scroller);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, head_box);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, intro_box);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, table_top);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, seat_grid);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, resume_box);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, resume_button);
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, play_button);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);

  /* Play from anywhere in the menu */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "win.play", NULL);
}

static void
lair_menu_view_init (LairMenuView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* cut rather than spill for the frame a layout turns in */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  /* laid out wide from the start, as the window opens at its default
   * 1000 pixels: turning the layout after the first frame cost 4 MiB of
   * the start's memory. Until the narrow layout has been measured, the
   * window's own least width holds it. */
  self->wide = TRUE;
  turn_head_cb (self);
  lair_accessible_label_buttons (GTK_WIDGET (self));
}

