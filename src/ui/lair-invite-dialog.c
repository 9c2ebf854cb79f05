/* lair-invite-dialog.c — Invite Phones: a code for each seat's phone
 *
 * One row per human seat, with a switch: on, the seat is offered to a
 * phone (and stays so for the next game) and the row opens on the QR
 * code of the seat's address, with the address as text to type or
 * share. The row says when a phone holds the seat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-accessible-props.h"
#include "lair-invite-dialog.h"
#include "lair-labels.h"

/* pixels per square of a code: large enough for a phone's camera across
 * a table */
#define MODULE_SIZE 6

struct _LairInviteDialog
{
  AdwWindow             parent_instance;

  LairInvitePhones     *phones;
  GPtrArray            *rows;
  guint                 rebuild_id;

  /* template widgets */
  AdwPreferencesGroup  *seats_group;
  GtkLabel             *empty_label;
  GtkLabel             *error_label;
};

G_DEFINE_FINAL_TYPE (LairInviteDialog, lair_invite_dialog, ADW_TYPE_WINDOW)

static void queue_rebuild (LairInviteDialog *self);

static gboolean
code_name_cb (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  /* Translators: what a screen reader says of a seat's QR code */
  g_value_take_string (to, g_strdup_printf (_("QR code of the address of %s’s seat"), g_value_get_string (from)));
  return TRUE;
}

/* What a seat's row says of it: held by a phone, waiting for one (it has
 * an address), or played here */
static gboolean
subtitle_cb (GBinding     *binding,
             const GValue *from,
             GValue       *to,
             gpointer      user_data)
{
  gboolean addressed = GPOINTER_TO_INT (user_data);

  if (g_value_get_boolean (from))
    g_value_set_string (to, _("On a phone"));
  else if (addressed)
    g_value_set_string (to, _("Scan the code with the phone’s camera"));
  else
    g_value_set_string (to, _("Played on this screen"));
  return TRUE;
}

static GtkWidget *
code_box_new (LairSeat   *seat,
              const char *address)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new (address);
  g_autoptr(GdkTexture) texture = lair_qr_code_texture_new (address, MODULE_SIZE);

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  if (texture != NULL)
    {
      GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      int side = gdk_texture_get_width (texture);
      LairAccessibleProps *accessible = lair_accessible_props_new (picture);

      gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
      gtk_widget_set_size_request (picture, side, side);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (picture), "lair-accessible", accessible, g_object_unref);
      g_object_bind_property_full (seat, "name", accessible, "label", G_BINDING_SYNC_CREATE,
                                   code_name_cb, NULL, NULL, NULL);
      gtk_box_append (GTK_BOX (box), picture);
    }
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "monospace");
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static gboolean
rebuild_cb (gpointer data)
{
  LairInviteDialog *self = data;
  LairGameSession *session = lair_invite_phones_get_session (self->phones);
  LairRemoteServer *server = lair_invite_phones_get_server (self->phones);
  const GError *error = lair_invite_phones_get_error (self->phones);
  guint n_rows = 0;

  self->rebuild_id = 0;
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->seats_group, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      g_autofree char *address = lair_remote_server_get_address (server, i);
      GtkWidget *row;

      if (lair_seat_get_kind (seat) != LAIR_SEAT_HUMAN && !lair_remote_server_get_invited (server, i))
        continue;
      row = adw_expander_row_new ();
      g_object_bind_property (seat, "name", row, "title", G_BINDING_SYNC_CREATE);
      g_object_bind_property_full (seat, "remote", row, "subtitle", G_BINDING_SYNC_CREATE,
                                   subtitle_cb, NULL, GINT_TO_POINTER (address != NULL), NULL);
      adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (row), TRUE);
      /* the switch is the seat's Invite Phones setting */
      lair_invite_phones_bind_wanted (self->phones, i, row, "enable-expansion");
      if (address != NULL)
        {
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), code_box_new (seat, address));
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
        }
      lair_preferences_group_add (self->seats_group, row);
      g_ptr_array_add (self->rows, row);
      n_rows++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->seats_group), n_rows > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), n_rows == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), error != NULL);
  if (error != NULL)
    {
      /* Translators: the phones' server could not start; the reason follows */
      g_autofree char *text = g_strdup_printf (_("The game cannot be reached from phones: %s"), error->message);

      gtk_label_set_text (self->error_label, text);
    }
  return G_SOURCE_REMOVE;
}

/* once for many changes, and never inside a row's own signal */
static void
queue_rebuild (LairInviteDialog *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
}

static void
lair_invite_dialog_dispose (GObject *object)
{
  LairInviteDialog *self = LAIR_INVITE_DIALOG (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->phones);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_INVITE_DIALOG);

  G_OBJECT_CLASS (lair_invite_dialog_parent_class)->dispose (object);
}

static void
lair_invite_dialog_class_init (LairInviteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_invite_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-invite-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LairInviteDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, LairInviteDialog, empty_label);
  gtk_widget_class_bind_template_child (widget_class, LairInviteDialog, error_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
lair_invite_dialog_init (LairInviteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
}

/**
 * lair_invite_dialog_new:
 * @phones: the invitations
 *
 * Returns: (transfer full): the dialog, to present
 */
GtkWidget *
lair_invite_dialog_new (LairInvitePhones *phones)
{
  LairInviteDialog *self;
  LairGameSession *session;

  g_return_val_if_fail (LAIR_IS_INVITE_PHONES (phones), NULL);

  self = g_object_new (LAIR_TYPE_INVITE_DIALOG, NULL);
  self->phones = g_object_ref (phones);
  session = lair_invite_phones_get_session (phones);
  g_signal_connect_object (lair_invite_phones_get_server (phones), "changed", G_CALLBACK (queue_rebuild), self,
                           G_CONNECT_SWAPPED);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);

      /* who is a person decides the rows; their names and phones are
       * bound to them */
      g_signal_connect_object (seat, "notify::kind", G_CALLBACK (queue_rebuild), self, G_CONNECT_SWAPPED);
    }
  rebuild_cb (self);
  return GTK_WIDGET (self);
}
