/* lair-menu-view.c — the main menu: the seats, Play and the way to the rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-accessible-props.h"
#include "lair-breakpoint-bin.h"
#include "lair-labels.h"
#include "lair-menu-view.h"
#include "lair-seat-row.h"
#include "lair-table-top.h"

struct _LairMenuView
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  GSettings        *settings;

  LairBreakpointBin *fold;
  GtkBox           *head_box;
  GtkWidget        *intro_box;
  LairTableTop     *table_top;
  GtkFlowBox       *seat_grid;
  GtkLabel         *hint_label;
  GtkWidget        *resume_box;
  GtkWidget        *resume_button;
  GtkButton        *play_button;
  gboolean          can_resume;
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

/* The hint says what Play waits for. Once Play can start, the hint fades
 * but keeps its words and its line, so that the seats below do not move
 * under the pointer between two clicks. */
static gboolean
hint_text_cb (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  switch ((LairPlayWait) g_value_get_enum (from))
    {
    case LAIR_PLAY_WAIT_SEATS:
      g_value_set_string (to, _("Join a seat, or give one to the computer, to play."));
      return TRUE;
    case LAIR_PLAY_WAIT_JOINING:
      g_value_set_string (to, _("Play waits until everybody joining is done."));
      return TRUE;
    case LAIR_PLAY_WAIT_GAME:
      g_value_set_string (to, "");
      return TRUE;
    case LAIR_PLAY_WAIT_NONE:
    default:
      return FALSE;
    }
}

static gboolean
hint_opacity_cb (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_double (to, g_value_get_enum (from) == LAIR_PLAY_WAIT_NONE ? 0.0 : 1.0);
  return TRUE;
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
  g_object_bind_property (session, "can-play", self->play_button, "sensitive", G_BINDING_SYNC_CREATE);
  {
    LairAccessibleProps *hint = lair_accessible_props_new (GTK_WIDGET (self->hint_label));

    g_object_set_data_full (G_OBJECT (self->hint_label), "lair-accessible", hint, g_object_unref);
    g_object_bind_property_full (session, "play-wait", self->hint_label, "label", G_BINDING_SYNC_CREATE,
                                 hint_text_cb, NULL, NULL, NULL);
    g_object_bind_property_full (session, "play-wait", self->hint_label, "opacity", G_BINDING_SYNC_CREATE,
                                 hint_opacity_cb, NULL, NULL, NULL);
    /* the faded hint is out of a screen reader's way */
    g_object_bind_property (session, "can-play", hint, "hidden", G_BINDING_SYNC_CREATE);
  }
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
 * below them fit the default window without scrolling. The menu's
 * LairBreakpointBin says which layout is in place; it is narrow under
 * 860 pixels (lair-menu-view.ui). */

/* what the title, Play and its hint take beside the table */
#define INTRO_WIDTH 340

static gboolean
head_orientation (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      data)
{
  g_value_set_enum (to, g_value_get_boolean (from) ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  return TRUE;
}

/* the title on one line beside the table, which takes the rest */
static gboolean
intro_width (GBinding     *binding,
             const GValue *from,
             GValue       *to,
             gpointer      data)
{
  g_value_set_int (to, g_value_get_boolean (from) ? -1 : INTRO_WIDTH);
  return TRUE;
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
  g_type_ensure (LAIR_TYPE_BREAKPOINT_BIN);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-menu-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairMenuView, fold);
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
  g_object_bind_property_full (self->fold, "narrow", self->head_box, "orientation", G_BINDING_SYNC_CREATE,
                               head_orientation, NULL, NULL, NULL);
  g_object_bind_property_full (self->fold, "narrow", self->intro_box, "width-request", G_BINDING_SYNC_CREATE,
                               intro_width, NULL, NULL, NULL);
  lair_accessible_label_buttons (GTK_WIDGET (self));
  lair_accessible_icon_buttons (GTK_WIDGET (self));
}

