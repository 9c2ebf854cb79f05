/* lair-seat-row.c — one seat of the main menu: join, leave, computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-labels.h"
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
    }
  return self->name_entry;
}

/* The levels as the drop-down's list shows them: each with a tick when
 * chosen, and its row named by its level. GTK 4.8 names a list's row by
 * its type ("GtkListItemWidget"), or not at all, unless it is given a
 * name (GtkListItem:accessible-label is GTK 4.12). */
static void
level_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *tick = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), tick);
  gtk_list_item_set_child (item, box);
}

static void
update_tick (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *tick = gtk_widget_get_last_child (box);
  GtkWidget *popover = gtk_widget_get_ancestor (box, GTK_TYPE_POPOVER);
  GtkWidget *dropdown = popover != NULL ? gtk_widget_get_ancestor (popover, GTK_TYPE_DROP_DOWN) : NULL;
  gboolean chosen = dropdown != NULL &&
                    gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)) == gtk_list_item_get_position (item);

  gtk_widget_set_opacity (tick, chosen ? 1.0 : 0.0);
}

static void
level_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               LairSeatRow              *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_widget_get_parent (box);
  const char *level = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), level);
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, level, -1);
  update_tick (item);
  g_signal_connect_object (self->level_dropdown, "notify::selected", G_CALLBACK (update_tick), item,
                           G_CONNECT_SWAPPED);
}

static void
level_unbind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 LairSeatRow              *self)
{
  GtkWidget *row = gtk_widget_get_parent (gtk_list_item_get_child (item));

  g_signal_handlers_disconnect_by_func (self->level_dropdown, update_tick, item);
  if (row != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* The level the drop-down's button shows, in a row of a list too */
static void
level_shown_setup_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
#if GTK_CHECK_VERSION (4, 12, 0)
  /* the button that shows it takes the keys, and says the level: the
   * item inside is no stop of its own */
  gtk_list_item_set_focusable (item, FALSE);
#endif
}

static void
level_shown_bind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_widget_get_parent (label);
  const char *level = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), level);
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, level, -1);
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
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkListItemFactory) shown = gtk_signal_list_item_factory_new ();
      GtkWidget *list;

      G_STATIC_ASSERT (G_N_ELEMENTS (levels) == G_N_ELEMENTS (dropdown_levels) + 1);
      self->level_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (levels));
      g_signal_connect (factory, "setup", G_CALLBACK (level_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (level_bind_cb), self);
      g_signal_connect (factory, "unbind", G_CALLBACK (level_unbind_cb), self);
      gtk_drop_down_set_list_factory (self->level_dropdown, factory);
      g_signal_connect (shown, "setup", G_CALLBACK (level_shown_setup_cb), NULL);
      g_signal_connect (shown, "bind", G_CALLBACK (level_shown_bind_cb), NULL);
      gtk_drop_down_set_factory (self->level_dropdown, shown);
      list = find_list (GTK_WIDGET (self->level_dropdown));
      if (list != NULL)
        /* Translators: the list of the computer's levels, Easy to Expert */
        gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Levels"), -1);
      gtk_widget_set_valign (GTK_WIDGET (self->level_dropdown), GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->level_dropdown), _("How well the computer plays"));
      gtk_box_prepend (GTK_BOX (self->actions_box), GTK_WIDGET (self->level_dropdown));
      g_signal_connect_object (self->level_dropdown, "notify::selected",
                               G_CALLBACK (level_selected_cb), self, G_CONNECT_SWAPPED);
    }
  return self->level_dropdown;
}

/* The drop-down shows the computer's level */
static void
sync_level (LairSeatRow *self)
{
  if (self->level_dropdown == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (dropdown_levels); i++)
    if (dropdown_levels[i] == lair_seat_get_level (self->seat))
      gtk_drop_down_set_selected (self->level_dropdown, i);
}

/* Who sits in the seat, and what can be done with it */
static void
update (LairSeatRow *self)
{
  LairSeatKind kind = lair_seat_get_kind (self->seat);
  gboolean joining = lair_seat_get_joining (self->seat);
  guint number = lair_seat_get_index (self->seat) + 1;
  g_autofree char *join_name = g_strdup_printf (_("Join Seat %u"), number);
  g_autofree char *computer_name = g_strdup_printf (_("Computer Player at Seat %u"), number);
  g_autofree char *leave_name = g_strdup_printf (_("Leave Seat %u"), number);
  g_autofree char *done_name = g_strdup_printf (_("Done Joining Seat %u"), number);
  g_autofree char *level_name = NULL;
  g_autofree char *entry_name = g_strdup_printf (_("Name at Seat %u"), number);
  g_autofree char *empty_name = NULL;

  if (joining)
    ensure_name_entry (self);
  if (kind == LAIR_SEAT_COMPUTER)
    ensure_level_dropdown (self);
  gtk_stack_set_visible_child_name (self->name_stack, joining ? "entry" : "label");
  /* a person takes a computer's seat by Leave, then Join */
  gtk_widget_set_visible (GTK_WIDGET (self->join_button), kind == LAIR_SEAT_EMPTY);
  gtk_widget_set_visible (GTK_WIDGET (self->computer_button), kind == LAIR_SEAT_EMPTY);
  gtk_widget_set_visible (GTK_WIDGET (self->done_button), joining);
  gtk_widget_set_visible (GTK_WIDGET (self->leave_button), kind != LAIR_SEAT_EMPTY && !joining);
  if (self->level_dropdown != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->level_dropdown), kind == LAIR_SEAT_COMPUTER);

  switch (kind)
    {
    case LAIR_SEAT_EMPTY:
      /* Translators: a seat nobody sits in, in the main menu */
      empty_name = g_strdup_printf (_("Seat %u"), number);
      gtk_label_set_text (self->name_label, empty_name);
      gtk_label_set_text (self->detail_label, _("Empty"));
      gtk_widget_add_css_class (GTK_WIDGET (self->name_label), "dim-label");
      gtk_widget_add_css_class (self->box, "empty");
      break;
    case LAIR_SEAT_HUMAN:
      gtk_label_set_text (self->name_label, lair_seat_get_name (self->seat));
      gtk_label_set_text (self->detail_label, joining ? _("Joining") : _("Player"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->name_label), "dim-label");
      gtk_widget_remove_css_class (self->box, "empty");
      break;
    case LAIR_SEAT_COMPUTER:
    default:
      gtk_label_set_text (self->name_label, lair_seat_get_name (self->seat));
      gtk_label_set_text (self->detail_label, _("Computer"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->name_label), "dim-label");
      gtk_widget_remove_css_class (self->box, "empty");
      break;
    }

  {
    const char *name = lair_seat_get_name (self->seat);

    /* Translators: the computer level drop-down of a seat, "Level for Old Rook" */
    level_name = g_strdup_printf (_("Level for %s"), name != NULL ? name : "");
  }

  if (self->level_dropdown != NULL)
    lair_accessible_name_button (GTK_WIDGET (self->level_dropdown), level_name);
  sync_level (self);
  if (self->name_entry != NULL)
    {
      GtkStackPage *page = gtk_stack_get_page (self->name_stack, GTK_WIDGET (self->name_entry));
      g_autofree char *seat_name = g_strdup_printf (_("Seat %u"), number);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, entry_name, -1);
      /* a screen reader says the page the entry lies in as it enters it,
       * by its type's name unless it has one of its own */
      gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, seat_name, -1);
    }

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
  static const char * const props[] = { "notify::kind", "notify::name", "notify::joining" };

  G_OBJECT_CLASS (lair_seat_row_parent_class)->constructed (object);

  /* lair_seat_row_new() gives all three; without a seat the row is an
   * empty template */
  if (self->seat == NULL)
    return;
  lair_seat_token_set_index (self->token, lair_seat_get_index (self->seat));
  lair_seat_token_set_session (self->token, self->session);
  for (guint i = 0; i < G_N_ELEMENTS (props); i++)
    g_signal_connect_object (self->seat, props[i], G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seat, "notify::level", G_CALLBACK (sync_level), self, G_CONNECT_SWAPPED);
  update (self);
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
