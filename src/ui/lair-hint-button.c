/* lair-hint-button.c — a seat's Hint button and its advice
 *
 * A button "Hint" for a person's seat. Opening it asks the session what
 * the Expert makes of each option — its chance of winning the game, from
 * what the table shows — and shows the advice in plain words with every
 * option's share of simulated wins. The answer is shown only if the
 * decision is still the one it was worked out for. Asking changes nothing
 * in the game; the session counts the hint for the seat's statistics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-hint-button.h"

struct _LairHintButton
{
  GtkWidget        parent_instance;

  LairGameSession *session;
  LairSeat        *seat;

  GtkWidget       *button;
  GtkWidget       *spinner;
  GtkWidget       *sentence;
  GtkWidget       *options;
  GCancellable    *cancellable;
  char            *text;
  guint            counted_decision;  /* the decision a hint was last counted for, + 1 */
};

G_DEFINE_FINAL_TYPE (LairHintButton, lair_hint_button, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_name (LairHintButton *self)
{
  g_autofree char *name = NULL;

  /* Translators: the accessible name of a seat's Hint button, e.g. “Hint for Ada” */
  name = g_strdup_printf (_("Hint for %s"), self->seat != NULL ? lair_seat_get_name (self->seat) : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
update_sensitive (LairHintButton *self)
{
  gboolean can = self->session != NULL && self->seat != NULL &&
                 lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN &&
                 lair_seat_get_options (self->seat) != 0;

  gtk_widget_set_sensitive (self->button, can);
}

static void
seat_changed_cb (LairHintButton *self)
{
  update_name (self);
  update_sensitive (self);
}

static void
clear_options (LairHintButton *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->options)) != NULL)
    gtk_box_remove (GTK_BOX (self->options), child);
}

static void
show_advice (LairHintButton   *self,
             const LairAdvice *advice)
{
  g_free (self->text);
  self->text = g_strdup (advice->sentence);
  gtk_label_set_text (GTK_LABEL (self->sentence), self->text);

  clear_options (self);
  for (guint k = 0; k < advice->n_options && advice->n_options > 1; k++)
    {
      g_autofree char *line = NULL;
      GtkWidget *label;

      /* Translators: one line of the hint: a choice and the share of
       * simulated games it wins, e.g. “Leave — 41 %” */
      line = g_strdup_printf (_("%s — %d %%"), advice->options[k].label,
                              (gint) floor (advice->options[k].win * 100.0 + 0.5));
      label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      if (k == advice->best)
        gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (self->options), label);
    }
}

static void
answered_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(LairHintButton) self = user_data;
  g_autoptr(LairAdvice) advice = NULL;
  g_autoptr(GError) error = NULL;

  advice = lair_game_session_advise_finish (LAIR_GAME_SESSION (source_object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  gtk_widget_set_visible (self->spinner, FALSE);
  if (advice == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence),
                          g_error_matches (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED)
                          ? _("The decision has passed.") : _("There is nothing to decide now."));
      clear_options (self);
      return;
    }
  show_advice (self, advice);
}

static void
ask (LairHintButton *self)
{
  guint decision;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->session == NULL || self->seat == NULL)
    return;
  if (lair_seat_get_player (self->seat) < 0 || lair_seat_get_options (self->seat) == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence), _("There is nothing to decide now."));
      clear_options (self);
      return;
    }

  decision = lair_game_session_get_decision (self->session);
  if (self->counted_decision != decision + 1)
    {
      self->counted_decision = decision + 1;
      lair_game_session_note_hint (self->session, lair_seat_get_index (self->seat));
    }

  gtk_label_set_text (GTK_LABEL (self->sentence), _("Playing the rest of the game out…"));
  clear_options (self);
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));

  self->cancellable = g_cancellable_new ();
  lair_game_session_advise_async (self->session, lair_seat_get_index (self->seat),
                                  self->cancellable, answered_cb, g_object_ref (self));
}

static void
popover_show_cb (LairHintButton *self)
{
  ask (self);
}

GtkWidget *
lair_hint_button_new (void)
{
  return g_object_new (LAIR_TYPE_HINT_BUTTON, NULL);
}

/**
 * lair_hint_button_get_text:
 * @self: a #LairHintButton
 *
 * Returns: (nullable): the advice last shown, in plain words
 */
const char *
lair_hint_button_get_text (LairHintButton *self)
{
  g_return_val_if_fail (LAIR_IS_HINT_BUTTON (self), NULL);
  return self->text;
}

void
lair_hint_button_set_session (LairHintButton  *self,
                              LairGameSession *session)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (session == NULL || LAIR_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  update_sensitive (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
lair_hint_button_set_seat (LairHintButton *self,
                           LairSeat       *seat)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (seat == NULL || LAIR_IS_SEAT (seat));

  if (self->seat == seat)
    return;
  if (self->seat != NULL)
    g_signal_handlers_disconnect_by_data (self->seat, self);
  g_set_object (&self->seat, seat);
  if (seat != NULL)
    {
      g_signal_connect_swapped (seat, "notify::name", G_CALLBACK (seat_changed_cb), self);
      g_signal_connect_swapped (seat, "notify::kind", G_CALLBACK (seat_changed_cb), self);
      g_signal_connect_swapped (seat, "notify::options", G_CALLBACK (seat_changed_cb), self);
    }
  seat_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

static void
lair_hint_button_dispose (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  lair_hint_button_set_seat (self, NULL);
  g_clear_object (&self->session);
  g_clear_pointer (&self->button, gtk_widget_unparent);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->dispose (object);
}

static void
lair_hint_button_finalize (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_free (self->text);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->finalize (object);
}

static void
lair_hint_button_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      lair_hint_button_set_session (self, g_value_get_object (value));
      break;
    case PROP_SEAT:
      lair_hint_button_set_seat (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_class_init (LairHintButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_hint_button_dispose;
  object_class->finalize = lair_hint_button_finalize;
  object_class->get_property = lair_hint_button_get_property;
  object_class->set_property = lair_hint_button_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hint-button");
}

static void
lair_hint_button_init (LairHintButton *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  self->sentence = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->sentence), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->sentence), 40);
  gtk_label_set_xalign (GTK_LABEL (self->sentence), 0.0);
  self->options = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (box), self->spinner);
  gtk_box_append (GTK_BOX (box), self->sentence);
  gtk_box_append (GTK_BOX (box), self->options);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect_swapped (popover, "show", G_CALLBACK (popover_show_cb), self);

  self->button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->button), _("Hint"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->button), popover);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  update_name (self);
  update_sensitive (self);
}
