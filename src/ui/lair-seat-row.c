/* lair-seat-row.c — one seat of the main menu: join, leave, computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-accessible-props.h"
#include "lair-labels.h"
#include "lair-named-list.h"
#include "lair-seat-row.h"
#include "lair-seat-token.h"

struct _LairSeatRow
{
  GtkFlowBoxChild   parent_instance;

  LairGameSession  *session;
  LairSeat         *seat;
  GSettings        *settings;

  GtkWidget        *box;
  LairSeatToken    *token;
  GtkStack         *name_stack;
  GtkLabel         *name_label;
  GtkLabel         *detail_label;
  GtkWidget        *actions_box;
  GtkEntry         *name_entry;      /* made when a person first joins */
  GtkDropDown      *level_dropdown;  /* made when a computer first sits */
  GtkButton        *join_button;
  GtkButton        *computer_button;
  GtkButton        *done_button;
  GtkButton        *leave_button;
};

G_DEFINE_FINAL_TYPE (LairSeatRow, lair_seat_row, GTK_TYPE_FLOW_BOX_CHILD)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  JOINED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The drop-down lists the levels from the weakest */
static const LairAiKind dropdown_levels[] = { LAIR_AI_EASY, LAIR_AI_NORMAL, LAIR_AI_HARD, LAIR_AI_EXPERT };

static void
report (LairSeatRow  *self,
        const GError *error)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);

  /* the menu only offers what the session allows, so this is a race with
   * a game starting; say it rather than hide it */
  if (window != NULL)
    gtk_widget_activate_action (window, "win.toast", "s", error->message);
  else
    g_warning ("%s", error->message);
}

static char *
get_saved_name (LairSeatRow *self)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "seat-names");
  guint index = lair_seat_get_index (self->seat);

  if (index < g_strv_length (names) && names[index][0] != '\0')
    return g_strdup (names[index]);
  return NULL;
}

/* What the menu remembers of the seat for the next time: the name of the
 * person who sat there, and the level of every computer seat */
static void
save_seat (LairSeatRow *self)
{
  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN)
    {
      g_auto(GStrv) names = g_settings_get_strv (self->settings, "seat-names");
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) updated = NULL;
      guint index = lair_seat_get_index (self->seat);
      guint n = g_strv_length (names);

      for (guint i = 0; i < MAX (n, index + 1); i++)
        g_strv_builder_add (builder, i == index ? lair_seat_get_name (self->seat) : i < n ? names[i] : "");
      updated = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, "seat-names", (const char * const *) updated);
    }
  lair_game_session_save_levels (self->session, self->settings);
}

static void done_clicked_cb (LairSeatRow *self);
static void level_selected_cb (LairSeatRow *self);

/* Most seats of the menu stay empty: the name entry and the level
 * drop-down are made the first time a seat needs them, which keeps nine
 * of each out of the window's start */
static GtkEntry *
ensure_name_entry (LairSeatRow *self)
{
  if (self->name_entry == NULL)
    {
      self->name_entry = GTK_ENTRY (gtk_entry_new ());
      gtk_widget_set_valign (GTK_WIDGET (self->name_entry), GTK_ALIGN_CENTER);
      gtk_editable_set_width_chars (GTK_EDITABLE (self->name_entry), 6);
      gtk_entry_set_placeholder_text (self->name_entry, _("Your name"));
      g_signal_connect_object (self->name_entry, "activate",
                               G_CALLBACK (done_clicked_cb), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->name_stack, GTK_WIDGET (self->name_entry), "entry");
      {
        guint number = lair_seat_get_index (self->seat) + 1;
        g_autofree char *entry_name = g_strdup_printf (_("Name at Seat %u"), number);
        g_autofree char *seat_name = g_strdup_printf (_("Seat %u"), number);

        gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, entry_name, -1);
        /* a screen reader says the page the entry lies in as it enters it,
         * by its type's name unless it has one of its own */
        gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_stack_get_page (self->name_stack,
                                                                            GTK_WIDGET (self->name_entry))),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, seat_name, -1);
      }
    }
  return self->name_entry;
}

/* The values of the row, from its seat's */

static gboolean
kind_is_cb (GBinding     *binding,
            const GValue *from,
            GValue       *to,
            gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == GPOINTER_TO_INT (user_data));
  return TRUE;
}

/* The drop-down's line of a level; none for a level it does not list */
static gboolean
level_position_cb (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  for (guint i = 0; i < G_N_ELEMENTS (dropdown_levels); i++)
    if (dropdown_levels[i] == (LairAiKind) g_value_get_enum (from))
      {
        g_value_set_uint (to, i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
level_name_cb (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  const char *name = g_value_get_string (from);

  /* Translators: the computer level drop-down of a seat, "Level for Old Rook" */
  g_value_take_string (to, g_strdup_printf (_("Level for %s"), name != NULL ? name : ""));
  return TRUE;
}

static gboolean
entry_page_cb (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  g_value_set_string (to, g_value_get_boolean (from) ? "entry" : "label");
  return TRUE;
}

static char *
name_text_cb (LairSeatRow  *self,
              LairSeatKind  kind,
              const char   *name,
              gpointer      user_data)
{
  if (kind == LAIR_SEAT_EMPTY)
    /* Translators: a seat nobody sits in, in the main menu */
    return g_strdup_printf (_("Seat %u"), lair_seat_get_index (self->seat) + 1);
  return g_strdup (name);
}

static char *
detail_text_cb (LairSeatRow  *self,
                LairSeatKind  kind,
                gboolean      joining,
                gpointer      user_data)
{
  switch (kind)
    {
    case LAIR_SEAT_EMPTY:
      return g_strdup (_("Empty"));
    case LAIR_SEAT_HUMAN:
      return g_strdup (joining ? _("Joining") : _("Player"));
    case LAIR_SEAT_COMPUTER:
    default:
      return g_strdup (_("Computer"));
    }
}

/* a person takes a computer's seat by Leave, then Join */
static gboolean
leave_visible_cb (LairSeatRow  *self,
                  LairSeatKind  kind,
                  gboolean      joining,
                  gpointer      user_data)
{
  return kind != LAIR_SEAT_EMPTY && !joining;
}

/* @user_data's style classes, and the one named by the first of them
 * for an empty seat */
static GStrv
empty_classes_cb (LairSeatRow  *self,
                  LairSeatKind  kind,
                  gpointer      user_data)
{
  const char * const *classes = user_data;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_addv (builder, (const char **) classes + 1);
  if (kind == LAIR_SEAT_EMPTY)
    g_strv_builder_add (builder, classes[0]);
  return g_strv_builder_end (builder);
}

static void
free_classes (gpointer  data,
              GClosure *closure)
{
  g_strfreev (data);
}

/* @widget takes @css_class, besides those it has, while the seat is empty */
static void
bind_empty_class (LairSeatRow *self,
                  GtkWidget   *widget,
                  const char  *css_class)
{
  g_auto(GStrv) own = gtk_widget_get_css_classes (widget);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GtkExpression *kind = lair_object_lookup (self->seat, "kind");

  g_strv_builder_add (builder, css_class);
  for (guint i = 0; own[i] != NULL; i++)
    if (g_strcmp0 (own[i], css_class) != 0)
      g_strv_builder_add (builder, own[i]);
  gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_STRV, NULL, 1, &kind, G_CALLBACK (empty_classes_cb),
                                                    g_strv_builder_end (builder), free_classes),
                       widget, "css-classes", self);
}

/* @widget's @property from @callback over the seat's @first and @second */
static void
bind_closure (LairSeatRow *self,
              GtkWidget   *widget,
              const char  *property,
              GType        value_type,
              GCallback    callback,
              const char  *first,
              const char  *second)
{
  GtkExpression *values[] = { lair_object_lookup (self->seat, first), lair_object_lookup (self->seat, second) };

  gtk_expression_bind (gtk_cclosure_expression_new (value_type, NULL, G_N_ELEMENTS (values), values, callback,
                                                    NULL, NULL),
                       widget, property, self);
}

/* The list in a drop-down's popup, which GTK 4.8 names by its type */
static GtkWidget *
find_list (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *list = find_list (child);

      if (list != NULL)
        return list;
    }
  return NULL;
}

static GtkDropDown *
ensure_level_dropdown (LairSeatRow *self)
{
  if (self->level_dropdown == NULL)
    {
      const char * const levels[] = {
        C_("computer level", "Easy"),
        C_("computer level", "Normal"),
        C_("computer level", "Hard"),
        C_("computer level", "Expert"),
        NULL
      };
      g_autoptr(GtkListItemFactory) factory = NULL;
      g_autoptr(GtkListItemFactory) shown = lair_named_list_factory_new (NULL);
      LairAccessibleProps *accessible;
      GtkWidget *list;

      G_STATIC_ASSERT (G_N_ELEMENTS (levels) == G_N_ELEMENTS (dropdown_levels) + 1);
      self->level_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (levels));
      /* each level named for a screen reader, and ticked when chosen */
      factory = lair_named_list_factory_new (G_OBJECT (self->level_dropdown));
      gtk_drop_down_set_list_factory (self->level_dropdown, factory);
      gtk_drop_down_set_factory (self->level_dropdown, shown);
      list = find_list (GTK_WIDGET (self->level_dropdown));
      if (list != NULL)
        /* Translators: the list of the computer's levels, Easy to Expert */
        gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Levels"), -1);
      gtk_widget_set_valign (GTK_WIDGET (self->level_dropdown), GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->level_dropdown), _("How well the computer plays"));
      gtk_box_prepend (GTK_BOX (self->actions_box), GTK_WIDGET (self->level_dropdown));
      /* it shows the computer's level, named after the computer */
      g_object_bind_property_full (self->seat, "kind", self->level_dropdown, "visible", G_BINDING_SYNC_CREATE,
                                   kind_is_cb, NULL, GINT_TO_POINTER (LAIR_SEAT_COMPUTER), NULL);
      g_object_bind_property_full (self->seat, "level", self->level_dropdown, "selected", G_BINDING_SYNC_CREATE,
                                   level_position_cb, NULL, NULL, NULL);
      accessible = lair_accessible_props_new (GTK_WIDGET (self->level_dropdown));
      g_object_set_data_full (G_OBJECT (self->level_dropdown), "lair-accessible", accessible, g_object_unref);
      g_object_bind_property_full (self->seat, "name", accessible, "label", G_BINDING_SYNC_CREATE,
                                   level_name_cb, NULL, NULL, NULL);
      /* and the computer plays at the level chosen there */
      g_signal_connect_object (self->level_dropdown, "notify::selected",
                               G_CALLBACK (level_selected_cb), self, G_CONNECT_SWAPPED);
    }
  return self->level_dropdown;
}

/* The name entry and the level drop-down come into the row the first
 * time its seat needs them */
static void
ensure_widgets (LairSeatRow *self)
{
  if (lair_seat_get_joining (self->seat))
    ensure_name_entry (self);
  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_COMPUTER)
    ensure_level_dropdown (self);
}

/* Who sits in the seat, and what can be done with it */
static void
bind_seat (LairSeatRow *self)
{
  guint number = lair_seat_get_index (self->seat) + 1;
  g_autofree char *join_name = g_strdup_printf (_("Join Seat %u"), number);
  g_autofree char *computer_name = g_strdup_printf (_("Computer Player at Seat %u"), number);
  g_autofree char *leave_name = g_strdup_printf (_("Leave Seat %u"), number);
  g_autofree char *done_name = g_strdup_printf (_("Done Joining Seat %u"), number);

  /* made first, the entry is in the stack by the time it shows it */
  g_signal_connect_object (self->seat, "notify::kind", G_CALLBACK (ensure_widgets), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seat, "notify::joining", G_CALLBACK (ensure_widgets), self, G_CONNECT_SWAPPED);
  ensure_widgets (self);

  g_object_bind_property_full (self->seat, "joining", self->name_stack, "visible-child-name",
                               G_BINDING_SYNC_CREATE, entry_page_cb, NULL, NULL, NULL);
  g_object_bind_property_full (self->seat, "kind", self->join_button, "visible", G_BINDING_SYNC_CREATE,
                               kind_is_cb, NULL, GINT_TO_POINTER (LAIR_SEAT_EMPTY), NULL);
  g_object_bind_property_full (self->seat, "kind", self->computer_button, "visible", G_BINDING_SYNC_CREATE,
                               kind_is_cb, NULL, GINT_TO_POINTER (LAIR_SEAT_EMPTY), NULL);
  g_object_bind_property (self->seat, "joining", self->done_button, "visible", G_BINDING_SYNC_CREATE);
  bind_closure (self, GTK_WIDGET (self->leave_button), "visible", G_TYPE_BOOLEAN, G_CALLBACK (leave_visible_cb),
                "kind", "joining");
  bind_closure (self, GTK_WIDGET (self->name_label), "label", G_TYPE_STRING, G_CALLBACK (name_text_cb),
                "kind", "name");
  bind_closure (self, GTK_WIDGET (self->detail_label), "label", G_TYPE_STRING, G_CALLBACK (detail_text_cb),
                "kind", "joining");
  bind_empty_class (self, GTK_WIDGET (self->name_label), "dim-label");
  bind_empty_class (self, self->box, "empty");

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->computer_button), computer_name);
  /* the tooltip is the name the button is said by: said once */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->computer_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  lair_accessible_name_button (GTK_WIDGET (self->join_button), join_name);
  lair_accessible_name_button (GTK_WIDGET (self->computer_button), computer_name);
  lair_accessible_name_button (GTK_WIDGET (self->leave_button), leave_name);
  lair_accessible_name_button (GTK_WIDGET (self->done_button), done_name);
}

static void
join_clicked_cb (LairSeatRow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  guint index = lair_seat_get_index (self->seat);

  if (!lair_game_session_join_seat (self->session, index, &error))
    {
      report (self, error);
      return;
    }

  saved = get_saved_name (self);
  ensure_name_entry (self);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry),
                         saved != NULL ? saved : lair_seat_get_name (self->seat));
  gtk_widget_grab_focus (GTK_WIDGET (self->name_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->name_entry), 0, -1);
}

/* Whether the keys are still in the row, or nowhere */
static gboolean
focus_stayed (LairSeatRow *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus == NULL || !gtk_widget_get_mapped (focus) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

static void
done_clicked_cb (LairSeatRow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (ensure_name_entry (self)))));

  if (!lair_game_session_finish_joining (self->session, lair_seat_get_index (self->seat), name, &error))
    {
      report (self, error);
      return;
    }
  if (name[0] != '\0')
    save_seat (self);
  /* the keys go on to what comes next at the table, not to Leave, which
   * a second Return would press */
  g_signal_emit (self, signals[JOINED], 0);
  if (focus_stayed (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->leave_button));
}

static void
computer_clicked_cb (LairSeatRow *self)
{
  g_autoptr(GError) error = NULL;

  if (!lair_game_session_make_computer (self->session, lair_seat_get_index (self->seat), &error))
    report (self, error);
  else
    gtk_widget_grab_focus (GTK_WIDGET (ensure_level_dropdown (self)));
}

static void
leave_clicked_cb (LairSeatRow *self)
{
  g_autoptr(GError) error = NULL;

  if (!lair_game_session_leave_seat (self->session, lair_seat_get_index (self->seat), &error))
    report (self, error);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->join_button));
}

static void
level_selected_cb (LairSeatRow *self)
{
  guint selected = gtk_drop_down_get_selected (self->level_dropdown);

  if (selected >= G_N_ELEMENTS (dropdown_levels) ||
      lair_seat_get_level (self->seat) == dropdown_levels[selected])
    return;

  lair_seat_set_level (self->seat, dropdown_levels[selected]);
  save_seat (self);
}

static void
lair_seat_row_dispose (GObject *object)
{
  LairSeatRow *self = LAIR_SEAT_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_SEAT_ROW);
  g_clear_object (&self->seat);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_seat_row_parent_class)->dispose (object);
}

static void
lair_seat_row_constructed (GObject *object)
{
  LairSeatRow *self = LAIR_SEAT_ROW (object);

  G_OBJECT_CLASS (lair_seat_row_parent_class)->constructed (object);

  /* lair_seat_row_new() gives all three; without a seat the row is an
   * empty template */
  if (self->seat == NULL)
    return;
  lair_seat_token_set_index (self->token, lair_seat_get_index (self->seat));
  lair_seat_token_set_session (self->token, self->session);
  bind_seat (self);
}

static void
lair_seat_row_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  LairSeatRow *self = LAIR_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_row_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  LairSeatRow *self = LAIR_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_row_class_init (LairSeatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = lair_seat_row_constructed;
  object_class->dispose = lair_seat_row_dispose;
  object_class->get_property = lair_seat_row_get_property;
  object_class->set_property = lair_seat_row_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairSeatRow::joined:
   * @self: the row
   *
   * A person finished joining the seat with a name: the keys may go on
   * to the next seat.
   */
  signals[JOINED] =
    g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (LAIR_TYPE_SEAT_TOKEN);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-seat-row.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, token);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, name_stack);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, actions_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, join_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, computer_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, done_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatRow, leave_button);
  gtk_widget_class_bind_template_callback (widget_class, join_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, done_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, computer_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_clicked_cb);
}

static void
lair_seat_row_init (LairSeatRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the card is the row's child, which the row itself lets go of */
  self->box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (self));
}

/**
 * lair_seat_row_new:
 * @session: the session the seat belongs to
 * @seat: the seat
 * @settings: where names and computer levels are kept
 *
 * Returns: (transfer full): a row of the main menu for @seat
 */
GtkWidget *
lair_seat_row_new (LairGameSession *session,
                   LairSeat        *seat,
                   GSettings       *settings)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);
  g_return_val_if_fail (LAIR_IS_SEAT (seat), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (LAIR_TYPE_SEAT_ROW,
                       "session", session,
                       "seat", seat,
                       "settings", settings,
                       NULL);
}

/**
 * lair_seat_row_get_seat:
 * @self: a #LairSeatRow
 *
 * Returns: (transfer none): the row's seat
 */
LairSeat *
lair_seat_row_get_seat (LairSeatRow *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_ROW (self), NULL);
  return self->seat;
}

/**
 * lair_seat_row_focus_join:
 * @self: a #LairSeatRow
 *
 * Gives the keyboard focus to the seat's Join button, if nobody sits there.
 *
 * Returns: whether the button has the focus
 */
gboolean
lair_seat_row_focus_join (LairSeatRow *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_ROW (self), FALSE);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->join_button)))
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->join_button));
}
