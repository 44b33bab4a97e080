import Testing
import Trellis

// UIViewController's view lifecycle: the view is loaded on first access of `view`
// (loadView, then viewDidLoad, once); a loadView override assigns its own view, and the
// default one is a plain view.

private final class CountingController: ViewController {
    var loads = 0
    let custom: LayoutNode?

    init(custom: LayoutNode? = nil) {
        self.custom = custom
        super.init()
    }

    override func loadView() {
        if let custom { view = custom } else { super.loadView() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

@Test func theViewLoadsOnceOnFirstAccess() {
    let controller = CountingController()
    #expect(!controller.isViewLoaded && controller.loads == 0)
    let view: LayoutNode = controller.view
    #expect(controller.isViewLoaded && controller.loads == 1)
    #expect(controller.view === view && controller.loads == 1)
    #expect(view.frame == .zero && view.backgroundColor == nil && type(of: view) == LayoutNode.self)
}

@Test func loadViewOverridesTheView() {
    let root = Label(text: "custom")
    let controller = CountingController(custom: root)
    controller.loadViewIfNeeded()
    #expect(controller.view === root && controller.loads == 1)
}
