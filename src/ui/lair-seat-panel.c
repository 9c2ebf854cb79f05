/* lair-seat-panel.c — one seat during the game: what it has, its options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-rules.h"
#include "lair-seat-panel.h"

struct _LairSeatPanel
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  LairSeat         *seat;
  GSettings        *settings;
  guint             menu_decision;   /* the decision the open menu is for */

  GtkWidget        *box;
  GtkImage         *kind_icon;
  GtkLabel         *name_label;
  GtkLabel         *personality_label;
  GtkLabel         *state_label;
  GtkToggleButton  *hand_button;
  GtkLabel         *hand_label;
  GtkWidget        *chest_box;
  GtkLabel         *chest_label;
  GtkWidget        *bars_box;
  GtkLabel         *bars_label;
  GtkRevealer      *ev_revealer;
  GtkLabel         *ev_label;
  GtkLabel         *extras_label;
  GtkMenuButton    *choose_button;
  GtkPopover       *options_popover;
  GtkBox           *options_box;
};

G_DEFINE_FINAL_TYPE (LairSeatPanel, lair_seat_panel, GTK_TYPE_WIDGET)

static const char *
size_text (gint shares)
{
  switch (shares)
    {
    case 16:
      return _("Double-grown: 16 shares of gems");
    case 8:
      return _("Large: 8 shares of gems");
    case 2:
      return _("Small: 2 shares of gems");
    case 1:
      return _("Double-shrunk: 1 share of gems");
    default:
      return NULL;
    }
}

static void
add_taken (GStrvBuilder *builder,
           char         *text)
{
  g_strv_builder_add (builder, text);
  g_free (text);
}

static char *
extras_text (LairSeat *seat)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = NULL;
  const char *size = size_text (lair_seat_get_shares (seat));
  gint queens = lair_seat_get_queens (seat);
  gint changelings = lair_seat_get_changelings (seat);
  gint obligation = lair_seat_get_obligation (seat);

  if (size != NULL)
    g_strv_builder_add (builder, size);
  if (queens > 0)
    add_taken (builder, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "Carrying %d Queen",
                                                                "Carrying %d Queens", queens), queens));
  if (changelings > 0)
    add_taken (builder, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "Carrying %d Changeling",
                                                                "Carrying %d Changelings", changelings),
                                                   changelings));
  if (obligation > 0)
    add_taken (builder, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "Owes the Devil %d more room",
                                                                "Owes the Devil %d more rooms", obligation),
                                                   obligation));
  parts = g_strv_builder_end (builder);
  return g_strjoinv (" · ", parts);
}

static gboolean
is_deciding (LairSeatPanel *self)
{
  return lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
         lair_seat_get_inside (self->seat) &&
         lair_seat_get_options (self->seat) != 0;
}

static void
update (LairSeatPanel *self)
{
  LairSeat *seat = self->seat;
  gboolean computer = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER;
  gboolean inside = lair_seat_get_inside (seat);
  gboolean show_odds = g_settings_get_boolean (self->settings, "show-odds");
  const char *personality = lair_seat_get_personality (seat);
  g_autofree char *hand = g_strdup_printf ("%d", lair_seat_get_hand (seat));
  g_autofree char *chest = g_strdup_printf (_("$%d"), lair_seat_get_chest (seat));
  g_autofree char *bars = g_strdup_printf ("%d", lair_seat_get_gold_bars (seat));
  g_autofree char *ev = NULL;
  g_autofree char *extras = extras_text (seat);
  g_autofree char *hand_name = NULL;
  g_autofree char *chest_name = NULL;
  g_autofree char *bars_name = NULL;
  g_autofree char *choose_name = NULL;
  const char *state;

  gtk_label_set_text (self->name_label, lair_seat_get_name (seat));
  gtk_image_set_from_icon_name (self->kind_icon, computer ? "lair-computer-symbolic" : "lair-person-symbolic");
  if (computer && personality != NULL)
    {
      /* Translators: a computer seat's level and personality, "Hard · Gambler" */
      g_autofree char *text = g_strdup_printf (_("%s · %s"), lair_level_label (lair_seat_get_level (seat)),
                                               _(personality));

      gtk_label_set_text (self->personality_label, text);
    }
  else
    {
      gtk_label_set_text (self->personality_label, computer ? _("Computer") : _("Player"));
    }

  gtk_widget_remove_css_class (GTK_WIDGET (self->state_label), "ready");
  gtk_widget_remove_css_class (GTK_WIDGET (self->box), "out");
  if (lair_seat_get_winner (seat))
    state = _("Winner");
  else if (!inside)
    {
      state = _("Out");
      gtk_widget_add_css_class (GTK_WIDGET (self->box), "out");
    }
  else
    {
      switch (lair_seat_get_selection (seat))
        {
        case LAIR_SELECTION_SELECTING:
          state = _("Choosing…");
          break;
        case LAIR_SELECTION_SELECTED:
          state = _("Ready");
          gtk_widget_add_css_class (GTK_WIDGET (self->state_label), "ready");
          break;
        case LAIR_SELECTION_NONE:
        default:
          state = computer ? _("Thinking…") : _("Not chosen");
          break;
        }
    }
  gtk_label_set_text (self->state_label, state);

  gtk_label_set_text (self->hand_label, hand);
  gtk_label_set_text (self->chest_label, chest);
  gtk_label_set_text (self->bars_label, bars);
  hand_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d gem in hand", "%s: %d gems in hand",
                                            lair_seat_get_hand (seat)),
                               lair_seat_get_name (seat), lair_seat_get_hand (seat));
  chest_name = g_strdup_printf (_("%s: $%d in the chest"), lair_seat_get_name (seat), lair_seat_get_chest (seat));
  bars_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d gold bar", "%s: %d gold bars",
                                            lair_seat_get_gold_bars (seat)),
                               lair_seat_get_name (seat), lair_seat_get_gold_bars (seat));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_button), GTK_ACCESSIBLE_PROPERTY_LABEL, hand_name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chest_box), GTK_ACCESSIBLE_PROPERTY_LABEL, chest_name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bars_box), GTK_ACCESSIBLE_PROPERTY_LABEL, bars_name, -1);

  /* Translators: what the next room is expected to bring this seat, in gems */
  ev = g_strdup_printf (_("The next room is worth about %+.1f gems"), lair_seat_get_expected_value (seat));
  gtk_label_set_text (self->ev_label, ev);
  gtk_widget_set_sensitive (GTK_WIDGET (self->hand_button), show_odds && inside);
  gtk_revealer_set_reveal_child (self->ev_revealer,
                                 show_odds && inside && gtk_toggle_button_get_active (self->hand_button));

  gtk_label_set_text (self->extras_label, extras);
  gtk_widget_set_visible (GTK_WIDGET (self->extras_label), extras[0] != '\0');

  gtk_menu_button_set_label (self->choose_button, computer ? _("Take Over…") : _("Choose…"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->choose_button), is_deciding (self));
  choose_name = g_strdup_printf (computer ? _("Take Over %s") : _("Choose for %s"), lair_seat_get_name (seat));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->choose_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  choose_name, -1);
  if (!is_deciding (self))
    gtk_popover_popdown (self->options_popover);
}

static void
option_clicked_cb (GtkButton     *button,
                   LairSeatPanel *self)
{
  LairChoice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "choice"));
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_choose_for_decision (self->session, self->menu_decision,
                                              lair_seat_get_index (self->seat), choice, &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

static void
computer_clicked_cb (GtkButton     *button,
                     LairSeatPanel *self)
{
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_hand_to_computer (self->session, lair_seat_get_index (self->seat), &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

static GtkWidget *
option_button_new (const char *icon_name,
                   const char *label)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *image = gtk_image_new_from_icon_name (icon_name);

  gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), gtk_label_new (label));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

/* The words of an option where they depend on the room */
static char *
option_label (LairSeatPanel *self,
              LairChoice     choice,
              LairOptions    options)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n_rooms = g_list_model_get_n_items (rooms);

  if (choice == LAIR_CHOICE_PAY && n_rooms > 0)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, n_rooms - 1);
      gint toll = lair_rules_toll (lair_room_item_get_part (room));

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pay the Ferryman %d Gem and Stay",
                                           "Pay the Ferryman %d Gems and Stay", toll), toll);
    }
  if (choice == LAIR_CHOICE_STAY && (options & LAIR_OPTION (LAIR_CHOICE_DEAL3)))
    return g_strdup (_("Stay without taking an offer"));
  return g_strdup (lair_choice_label (choice));
}

static void
fill_options (LairSeatPanel *self)
{
  LairOptions options = lair_seat_get_options (self->seat);
  GtkWidget *child;
  GtkWidget *first = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);

  self->menu_decision = lair_game_session_get_decision (self->session);
  for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
    {
      g_autofree char *label = NULL;
      GtkWidget *button;

      if (!(options & LAIR_OPTION (c)))
        continue;
      label = option_label (self, c, options);
      button = option_button_new (lair_choice_icon_name (c), label);
      g_object_set_data (G_OBJECT (button), "choice", GINT_TO_POINTER (c));
      g_signal_connect (button, "clicked", G_CALLBACK (option_clicked_cb), self);
      gtk_box_append (self->options_box, button);
      if (first == NULL)
        first = button;
    }

  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN)
    {
      GtkWidget *button = option_button_new ("lair-computer-symbolic", _("Let the Computer Play"));

      gtk_box_append (self->options_box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      g_signal_connect (button, "clicked", G_CALLBACK (computer_clicked_cb), self);
      gtk_box_append (self->options_box, button);
    }
  else
    {
      GtkWidget *note = gtk_label_new (_("Choosing takes this seat from the computer."));

      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (note), 24);
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_prepend (self->options_box, note);
    }

  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static void
popover_visible_cb (LairSeatPanel *self)
{
  gboolean visible = gtk_widget_get_visible (GTK_WIDGET (self->options_popover));

  if (visible)
    fill_options (self);
  if (lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
      lair_seat_get_inside (self->seat))
    lair_game_session_set_selecting (self->session, lair_seat_get_index (self->seat), visible);
}

static void
lair_seat_panel_dispose (GObject *object)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_SEAT_PANEL);
  g_clear_object (&self->seat);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_seat_panel_parent_class)->dispose (object);
}

static void
lair_seat_panel_class_init (LairSeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_seat_panel_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-seat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, kind_icon);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, personality_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, state_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, ev_revealer);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, ev_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, extras_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, choose_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_popover);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_box);
  gtk_widget_class_bind_template_callback (widget_class, popover_visible_cb);
}

static void
lair_seat_panel_init (LairSeatPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * lair_seat_panel_new:
 * @session: the session
 * @seat: a seat in the game
 * @settings: the application's settings (whether odds are shown)
 *
 * Returns: (transfer full): a panel for @seat
 */
GtkWidget *
lair_seat_panel_new (LairGameSession *session,
                     LairSeat        *seat,
                     GSettings       *settings)
{
  LairSeatPanel *self = g_object_new (LAIR_TYPE_SEAT_PANEL, NULL);

  self->session = g_object_ref (session);
  self->seat = g_object_ref (seat);
  self->settings = g_object_ref (settings);

  g_signal_connect_object (seat, "notify", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::show-odds", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hand_button, "toggled", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);

  return GTK_WIDGET (self);
}

/**
 * lair_seat_panel_get_seat:
 * @self: a #LairSeatPanel
 *
 * Returns: (transfer none): the panel's seat
 */
LairSeat *
lair_seat_panel_get_seat (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), NULL);
  return self->seat;
}

/**
 * lair_seat_panel_open_options:
 * @self: a #LairSeatPanel
 *
 * Opens the seat's option menu, if it has options now.
 */
void
lair_seat_panel_open_options (LairSeatPanel *self)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));

  if (is_deciding (self))
    gtk_menu_button_popup (self->choose_button);
}
